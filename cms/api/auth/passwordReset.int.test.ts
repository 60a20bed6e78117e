import { describe, expect, it } from 'vitest'
import { answer, Client, newUser, uniqueEmail } from '../../testing/client'
import { mailsTo, resetLinkIn, waitForMail } from '../../testing/mailbox'
import { sharedSite } from '../../testing/sharedSite'

const requestLink = (client: Client, email: string) => answer(client.post('/api/auth/forgot-password', { email }))

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails a link only to the account', async () => {
    const { email } = await newUser('Ada')
    const known = await requestLink(new Client(), email)
    const unknown = await requestLink(new Client(), uniqueEmail('nobody'))
    expect(known.status).toBe(200)
    expect(unknown).toEqual(known)
    const mail = await waitForMail(sharedSite().mailbox, email, 'reset-password')
    expect(mail).toMatch(/^Subject: Reset your Machine Soul password/m)
    const link = resetLinkIn(mail)
    expect(link.pathname).toBe('/reset-password')
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{40}$/)
  })

  it('sets the new password with the link and signs in; the link then stops working', async () => {
    const { email } = await newUser('Grace')
    await requestLink(new Client(), email)
    const token = resetLinkIn(await waitForMail(sharedSite().mailbox, email, 'reset-password')).searchParams.get('token')!
    const visitor = new Client()
    const reset = await answer(visitor.post('/api/auth/reset-password', { token, password: 'a-brand-new-password' }))
    expect(reset.status).toBe(200)
    expect(reset.body.user.email).toBe(email)
    expect((await answer(visitor.get('/api/auth/user'))).body.email).toBe(email)

    const again = await answer(new Client().post('/api/auth/reset-password', { token, password: 'yet-another-password' }))
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('This reset link is invalid, already used or expired. Please request a new one.')
    expect((await new Client().post('/api/auth/login', { email, password: 'a-brand-new-password' })).status).toBe(200)
    expect((await new Client().post('/api/auth/login', { email, password: 'a-good-password' })).status).toBe(401)
  })

  it('refuses a made-up token, a short password and a bad e-mail with messages', async () => {
    const madeUp = await answer(new Client().post('/api/auth/reset-password', { token: 'f'.repeat(40), password: 'long-enough-pass' }))
    expect(madeUp.status).toBe(400)
    expect(madeUp.body.message).toMatch(/invalid, already used or expired/)
    const short = await answer(new Client().post('/api/auth/reset-password', { token: 'f'.repeat(40), password: 'short' }))
    expect(short.body.message).toBe('Password must be at least 8 characters')
    const badEmail = await requestLink(new Client(), 'not-an-email')
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.message).toBe('Please enter a valid email address')
  })

  it('is rate-limited per address: 5 requests an hour, through every way in', async () => {
    const visitor = new Client()
    for (let i = 0; i < 4; i++) expect((await requestLink(visitor, uniqueEmail())).status).toBe(200)
    expect((await visitor.post('/cms-api/users/forgot-password', { email: uniqueEmail() })).status).toBe(200)
    const refused = await requestLink(visitor, uniqueEmail())
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/Too many requests/)
    const graphql = await visitor.graphql(`mutation { forgotPasswordUser(email: "${uniqueEmail()}") }`)
    expect(graphql.errors?.[0]?.message).toMatch(/Too many requests/)
  })

  it('mails one address at most 3 links an hour, whoever asks; beyond, the answer is the same and nothing is sent', async () => {
    const { email } = await newUser('Hedy')
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await requestLink(new Client(), email))
    for (const asked of answers) expect(asked).toEqual(answers[0])
    expect(answers[0]!.status).toBe(200)
    await expect.poll(() => mailsTo(sharedSite().mailbox, email).length, { timeout: 10_000 }).toBe(3)
    // Time for a fourth, had one been queued.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(mailsTo(sharedSite().mailbox, email)).toHaveLength(3)
  })
})
