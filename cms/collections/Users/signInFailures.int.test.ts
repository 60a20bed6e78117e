import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { answer, Client, newUser, uniqueEmail } from '../../testing/client'
import { resetLinkIn, waitForMail } from '../../testing/mailbox'
import { sharedSite } from '../../testing/sharedSite'

const PASSWORD = 'a-good-password'
const PAUSED = /^Too many failed sign-ins for this e-mail from your network\. Please wait 15 minutes and try again, or reset your password\.$/

type SignIn = (client: Client, email: string, password: string) => Promise<{ status: number; message: string }>

/** Sign-in through each way in, as a status and the message a person would read. */
const WAYS: Record<string, SignIn> = {
  '/api/auth/login': async (client, email, password) => {
    const { status, body } = await answer(client.post('/api/auth/login', { email, password }))
    return { status, message: body.message ?? '' }
  },
  '/cms-api/users/login': async (client, email, password) => {
    const { status, body } = await answer(client.post('/cms-api/users/login', { email, password }))
    return { status, message: body.errors?.[0]?.message ?? body.message ?? '' }
  },
  'GraphQL loginUser': async (client, email, password) => {
    const result = await client.graphql<{ loginUser: { token: string } }>('mutation ($e: String!, $p: String) { loginUser(email: $e, password: $p) { token } }', { e: email, p: password })
    const error = result.errors?.[0] as { message: string; extensions?: { statusCode?: number } } | undefined
    return { status: error ? (error.extensions?.statusCode ?? 500) : 200, message: error?.message ?? '' }
  },
}

function mailsTo(email: string, including: string): number {
  const { mailbox } = sharedSite()
  return fs.readdirSync(mailbox).filter((file) => {
    const mail = fs.readFileSync(`${mailbox}/${file}`, 'utf8')
    return mail.includes(email) && mail.includes(including)
  }).length
}

describe('failed sign-ins pause the failing address, never the account', () => {
  it.each(Object.entries(WAYS))('%s: five failures pause that address for that e-mail; the owner, from theirs, signs in', async (_, signIn) => {
    const { email } = await newUser()
    const stranger = new Client()
    for (let i = 0; i < 5; i++) expect((await signIn(stranger, email, 'wrong-password')).status).toBe(401)
    const paused = await signIn(stranger, email, PASSWORD)
    expect(paused.status).toBe(429)
    expect(paused.message).toMatch(PAUSED)
    expect((await signIn(new Client(), email, PASSWORD)).status).toBe(200)
    // The paused address may still sign in to another account.
    const other = await newUser()
    expect((await signIn(stranger, other.email, PASSWORD)).status).toBe(200)
  })

  it('answers a wrong password and a paused address the same for a known and an unknown e-mail', async () => {
    const { email } = await newUser()
    for (const signIn of Object.values(WAYS)) {
      const known = new Client()
      const unknown = new Client()
      const nobody = uniqueEmail('nobody')
      const wrong = [await signIn(known, email, 'wrong-password'), await signIn(unknown, nobody, 'wrong-password')]
      expect(wrong[0]).toEqual(wrong[1])
      for (let i = 0; i < 4; i++) await Promise.all([signIn(known, email, 'wrong-password'), signIn(unknown, nobody, 'wrong-password')])
      const paused = [await signIn(known, email, PASSWORD), await signIn(unknown, nobody, PASSWORD)]
      expect(paused[0]).toEqual(paused[1])
      expect(paused[0]!.status).toBe(429)
    }
  })

  it('a success from an address starts its count afresh', async () => {
    const { email } = await newUser()
    const visitor = new Client()
    for (let i = 0; i < 4; i++) await visitor.post('/api/auth/login', { email, password: 'wrong-password' })
    expect((await visitor.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await visitor.post('/api/auth/login', { email, password: 'wrong-password' })).status).toBe(401)
    expect((await visitor.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200)
  })

  it('a reset link lifts the pause of the address that used it, and only that one', async () => {
    const { email } = await newUser()
    const owner = new Client()
    const stranger = new Client()
    for (let i = 0; i < 5; i++) {
      await owner.post('/api/auth/login', { email, password: 'wrong-password' })
      await stranger.post('/api/auth/login', { email, password: 'wrong-password' })
    }
    expect((await owner.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(429)
    await owner.post('/api/auth/forgot-password', { email })
    const token = resetLinkIn(await waitForMail(sharedSite().mailbox, email, 'reset-password')).searchParams.get('token')!
    const reset = await owner.post('/api/auth/reset-password', { token, password: 'a-brand-new-password' })
    expect(reset.status).toBe(200)
    expect((await owner.post('/api/auth/login', { email, password: 'a-brand-new-password' })).status).toBe(200)
    expect((await stranger.post('/api/auth/login', { email, password: 'a-brand-new-password' })).status).toBe(429)
  })

  it('tells the owner once of a burst of failures, from how many addresses, with how to reset', async () => {
    const { email } = await newUser()
    const strangers = [new Client(), new Client(), new Client()]
    for (const stranger of strangers.slice(0, 2)) {
      for (let i = 0; i < 5; i++) expect((await stranger.post('/api/auth/login', { email, password: 'wrong-password' })).status).toBe(401)
    }
    const notice = await waitForMail(sharedSite().mailbox, email, 'Failed sign-ins')
    expect(notice).toMatch(/^Subject: Failed sign-ins to your Machine Soul account/m)
    expect(notice).toMatch(/wrong password 10 times within the last hour, from 2 different network addresses/)
    expect(notice).toMatch(/Your password still works from your own devices/)
    expect(notice).toMatch(/Forgot password\?<\/a> on the sign-in page/)
    // More failures within the hour tell nothing new.
    for (let i = 0; i < 5; i++) await strangers[2]!.post('/api/auth/login', { email, password: 'wrong-password' })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(mailsTo(email, 'Failed sign-ins')).toBe(1)
    expect((await new Client().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200)
  })
})

describe('forgot-password through every way in', () => {
  it.each([
    ['/cms-api/users/forgot-password', (client: Client, email: string) => answer(client.post('/cms-api/users/forgot-password', { email }))],
    ['GraphQL forgotPasswordUser', async (client: Client, email: string) => ({ status: 200, body: await client.graphql('mutation ($e: String!) { forgotPasswordUser(email: $e) }', { e: email }) })],
  ])('%s: the same answer for a known and an unknown e-mail, and the link reaches the account once', async (_, send) => {
    const { email } = await newUser()
    const known = await send(new Client(), email)
    const unknown = await send(new Client(), uniqueEmail('nobody'))
    expect(known).toEqual(unknown)
    expect(known.status).toBe(200)
    const link = resetLinkIn(await waitForMail(sharedSite().mailbox, email, 'reset-password'))
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{40}$/)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(mailsTo(email, 'reset-password')).toBe(1)
  })

  it('refuses a bad e-mail with 400 and a message on Payload\'s REST and GraphQL', async () => {
    const rest = await answer(new Client().post('/cms-api/users/forgot-password', { email: 'not-an-email' }))
    expect(rest.status).toBe(400)
    expect(rest.body.errors[0].message).toBe('Please enter a valid email address')
    const graphql = await new Client().graphql('mutation { forgotPasswordUser(email: "") }')
    expect(graphql.errors?.[0]?.message).toBe('Please enter a valid email address')
  })
})
