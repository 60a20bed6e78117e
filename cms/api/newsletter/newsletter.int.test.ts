import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser, uniqueEmail } from '../../testing/client'
import { linkIn, mailsTo, waitForMail } from '../../testing/mailbox'
import { sharedSite } from '../../testing/sharedSite'

const CHECK_INBOX = { message: 'Check your inbox to confirm your subscription.' }
const subscribe = (client: Client, body: Record<string, unknown>) => answer(client.post('/api/newsletter/subscribe', body))

async function confirmationToken(email: string): Promise<string> {
  return linkIn(await waitForMail(sharedSite().mailbox, email, 'newsletter/confirm'), '/newsletter/confirm').searchParams.get('token')!
}

async function stored(email: string) {
  const found = await answer((await admin()).get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`))
  return found.body.docs[0] as { id: number; status: string; everyRelease: boolean; artists: number[]; consentSource: string; consentAt: string | null } | undefined
}

/** A confirmed subscriber of every release; answers its manage token. */
async function confirmed(email = uniqueEmail('fan')): Promise<{ email: string; token: string }> {
  await subscribe(new Client(), { email, everyRelease: true })
  const result = await answer(new Client().post('/api/newsletter/confirm', { token: await confirmationToken(email) }))
  expect(result.status).toBe(200)
  return { email, token: result.body.manageToken as string }
}

describe('newsletter subscriptions', () => {
  it('double opt-in: subscribe, the mail, the confirm page (a GET confirms nothing), its POST confirms once', async () => {
    const email = uniqueEmail('ada')
    expect(await subscribe(new Client(), { email: ` ${email.toUpperCase()} `, everyRelease: true, source: 'albums' })).toEqual({ status: 200, body: CHECK_INBOX })
    const mail = await waitForMail(sharedSite().mailbox, email, 'newsletter/confirm')
    expect(mail).toMatch(/^Subject: Confirm your Machine Soul subscription/m)
    expect(mail).toContain('Content-Type: text/plain')
    expect(mail).toContain('Content-Type: text/html')
    const link = linkIn(mail, '/newsletter/confirm')
    expect(link.pathname).toBe('/newsletter/confirm')

    const page = await new Client().get(link.pathname + link.search)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Confirm my subscription')
    expect((await stored(email))?.status).toBe('pending')

    const token = link.searchParams.get('token')!
    const done = await answer(new Client().post('/api/newsletter/confirm', { token }))
    expect(done.status).toBe(200)
    expect(done.body.manageToken).toMatch(/^\d+\.[\w-]+$/)
    const subscriber = await stored(email)
    expect(subscriber).toMatchObject({ status: 'confirmed', everyRelease: true, consentSource: 'albums' })
    expect(Date.parse(subscriber!.consentAt!)).toBeGreaterThan(Date.now() - 60_000)
    expect(subscriber).not.toHaveProperty('confirmTokenHash')

    const again = await answer(new Client().post('/api/newsletter/confirm', { token }))
    expect(again).toEqual({ status: 400, body: { message: 'This link is invalid, already used or expired. If you confirmed with it before, you are subscribed; if not, please subscribe again.' } })
  })

  it('answers the same for a new, a pending and a confirmed address', async () => {
    const pending = uniqueEmail('pending')
    await subscribe(new Client(), { email: pending, everyRelease: true })
    const { email: subscribed } = await confirmed()
    const answers = await Promise.all([uniqueEmail('new'), pending, subscribed].map((email) => subscribe(new Client(), { email, everyRelease: true })))
    for (const each of answers) expect(each).toEqual({ status: 200, body: CHECK_INBOX })
    // The subscribed address is told where its settings are, and stays as it was.
    const mail = await waitForMail(sharedSite().mailbox, subscribed, 'already subscribed')
    expect(linkIn(mail, '/newsletter/manage').pathname).toBe('/newsletter/manage')
    expect((await stored(subscribed))?.status).toBe('confirmed')
  })

  it('unsubscribes at once with RFC 8058 one-click: a form POST, no sign-in, no Origin', async () => {
    const { email, token } = await confirmed()
    const response = await fetch(`${sharedSite().baseURL}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect((await stored(email))?.status).toBe('unsubscribed')
  })

  it('a manage link works for its subscriber only', async () => {
    const ada = await confirmed()
    const eve = await confirmed()
    const view = await answer(new Client().get(`/api/newsletter/subscription?token=${encodeURIComponent(ada.token)}`))
    expect(view).toEqual({ status: 200, body: { email: ada.email, status: 'confirmed', everyRelease: true, artists: [] } })

    const eveId = eve.token.split('.')[0]
    const forged = `${eveId}.${ada.token.split('.')[1]}`
    const refused = { status: 400, body: { message: 'This link is not valid, or its address was deleted.' } }
    expect(await answer(new Client().get(`/api/newsletter/subscription?token=${forged}`))).toEqual(refused)
    expect(await answer(new Client().patch('/api/newsletter/subscription', { token: forged, everyRelease: true, artists: [], paused: true }))).toEqual(refused)
    expect(await answer(new Client().request('DELETE', '/api/newsletter/subscription', { token: forged }))).toEqual(refused)
    expect(await answer(new Client().post(`/api/newsletter/unsubscribe?token=${forged}`))).toEqual(refused)
    expect(await stored(eve.email)).toMatchObject({ status: 'confirmed', everyRelease: true })

    const paused = await answer(new Client().patch('/api/newsletter/subscription', { token: ada.token, everyRelease: true, artists: [], paused: true }))
    expect(paused.body.status).toBe('paused')
    expect((await answer(new Client().request('DELETE', '/api/newsletter/subscription', { token: ada.token }))).status).toBe(200)
    expect(await stored(ada.email)).toBeUndefined()
    expect(await answer(new Client().get(`/api/newsletter/subscription?token=${encodeURIComponent(ada.token)}`))).toEqual(refused)
  })

  it("keeps a signed-in user's follows with the account once its own mail link is confirmed while signed in", async () => {
    const boss = await admin()
    const artist = async (name: string) =>
      Number((await answer(boss.post('/api/artists', { name: `${name} ${crypto.randomUUID().slice(0, 8)}`, description: 'Synths.', modelVersion: 'v1' }))).body.id)
    const [first, second] = [await artist('Vega'), await artist('Lyra')]
    const fan = await newUser('Fan')
    expect(await answer(fan.client.get('/api/newsletter/me'))).toEqual({ status: 200, body: { subscription: null } })
    expect((await answer(fan.client.patch('/api/newsletter/me', { artist: first, following: true }))).status).toBe(409)

    // Accounts' addresses are not verified: double opt-in still applies.
    expect(await subscribe(fan.client, { email: fan.email, artists: [first], source: 'artist' })).toEqual({ status: 200, body: CHECK_INBOX })
    expect((await stored(fan.email))?.status).toBe('pending')
    expect((await answer(fan.client.get('/api/newsletter/me'))).body).toEqual({ subscription: null })
    const confirmedNow = await answer(fan.client.post('/api/newsletter/confirm', { token: await confirmationToken(fan.email) }))
    expect(confirmedNow.status).toBe(200)
    // An address that follows artists only is not promised every Monday album.
    expect(confirmedNow.body.message).toBe('Your subscription is confirmed. New albums by the artists you follow will be in your inbox.')

    const mine = await answer(fan.client.get('/api/newsletter/me'))
    expect(mine.body).toEqual({ subscription: { email: fan.email, status: 'confirmed', everyRelease: false, artists: [first] } })
    const followed = await answer(fan.client.patch('/api/newsletter/me', { artist: second, following: true }))
    expect(followed.body.subscription.artists).toEqual([first, second])
    const unfollowed = await answer(fan.client.patch('/api/newsletter/me', { artist: first, following: false }))
    expect(unfollowed.body.subscription.artists).toEqual([second])
    expect((await stored(fan.email))?.artists).toEqual([second])
    expect((await answer(fan.client.patch('/api/newsletter/me', { artist: 'x', following: true }))).status).toBe(400)
    expect((await answer(new Client().get('/api/newsletter/me'))).status).toBe(401)
  })

  it('keeps every follow pressed at once, and answers each of many subscribe requests for one new address alike', async () => {
    const boss = await admin()
    const artists = await Promise.all(
      ['Orion', 'Deneb', 'Altair', 'Rigel', 'Spica'].map(async (name) =>
        Number((await answer(boss.post('/api/artists', { name: `${name} ${crypto.randomUUID().slice(0, 8)}`, description: 'Synths.', modelVersion: 'v1' }))).body.id),
      ),
    )
    const fan = await newUser('Fan')
    await subscribe(fan.client, { email: fan.email, everyRelease: true })
    expect((await answer(fan.client.post('/api/newsletter/confirm', { token: await confirmationToken(fan.email) }))).status).toBe(200)
    const follows = await Promise.all(artists.map((artist) => answer(fan.client.patch('/api/newsletter/me', { artist, following: true }))))
    expect(follows.map((each) => each.status)).toEqual(artists.map(() => 200))
    expect([...(await stored(fan.email))!.artists].sort((a, b) => a - b)).toEqual([...artists].sort((a, b) => a - b))

    const email = uniqueEmail('race')
    const answers = await Promise.all(Array.from({ length: 8 }, () => subscribe(new Client(), { email, everyRelease: true })))
    expect(answers).toEqual(answers.map(() => ({ status: 200, body: CHECK_INBOX })))
    expect((await stored(email))?.status).toBe('pending')
  })

  it('refuses manage choices that choose nothing, changing nothing', async () => {
    const { email, token } = await confirmed()
    const refused = await answer(new Client().request('PATCH', '/api/newsletter/subscription', { token, everyRelease: false, artists: [], paused: false }))
    expect(refused).toEqual({ status: 400, body: { message: 'Choose every release or at least one artist, or unsubscribe' } })
    expect(await stored(email)).toMatchObject({ status: 'confirmed', everyRelease: true })
  })

  it("links an address only to the account of that address, signed in as it uses the address's own link", async () => {
    const fan = await newUser('Fan')
    const other = await newUser('Other')
    await subscribe(new Client(), { email: fan.email, everyRelease: true })
    const confirmed = await answer(other.client.post('/api/newsletter/confirm', { token: await confirmationToken(fan.email) }))
    expect(confirmed.status).toBe(200)
    expect((await answer(fan.client.get('/api/newsletter/me'))).body).toEqual({ subscription: null })
    expect((await answer(other.client.get('/api/newsletter/me'))).body).toEqual({ subscription: null })

    // The manage link, saved while signed in to the account of its address, links them too.
    const choice = { token: confirmed.body.manageToken, everyRelease: true, artists: [], paused: false }
    expect((await answer(other.client.patch('/api/newsletter/subscription', choice))).status).toBe(200)
    expect((await answer(other.client.get('/api/newsletter/me'))).body).toEqual({ subscription: null })
    expect((await answer(fan.client.patch('/api/newsletter/subscription', choice))).status).toBe(200)
    expect((await answer(fan.client.get('/api/newsletter/me'))).body.subscription).toMatchObject({ email: fan.email, status: 'confirmed' })
  })

  it('mails one address at most 3 times a day, whoever asks; one client may ask 10 times an hour', async () => {
    const email = uniqueEmail('stranger')
    for (let i = 0; i < 5; i++) expect(await subscribe(new Client(), { email, everyRelease: true })).toEqual({ status: 200, body: CHECK_INBOX })
    await waitForMail(sharedSite().mailbox, email, 'newsletter/confirm')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mailsTo(sharedSite().mailbox, email)).toHaveLength(3)

    const visitor = new Client()
    for (let i = 0; i < 10; i++) expect((await subscribe(visitor, { email: uniqueEmail(), everyRelease: true })).status).toBe(200)
    const refused = await subscribe(visitor, { email: uniqueEmail(), everyRelease: true })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/Too many requests/)
  })

  it.each([
    [{ email: 'not-an-email', everyRelease: true }, 'Please enter a valid email address'],
    [{ email: 'a@example.com' }, 'Choose every release or at least one artist'],
    [{ email: 'a@example.com', everyRelease: 'yes' }, 'everyRelease must be true or false'],
    [{ email: 'a@example.com', artists: ['1'] }, 'Artists must be a list of artist ids'],
    [{ email: 'a@example.com', artists: [999_999] }, 'Unknown artist: choose among the artists on the site.'],
    [{ email: 'a@example.com', everyRelease: true, source: 'spam' }, 'Unknown subscription source'],
    [{ email: `${'a'.repeat(300)}@example.com`, everyRelease: true }, 'Email must be at most 255 characters'],
    [{ email: 'a\u0000b@example.com', everyRelease: true }, 'email'],
  ])('refuses %j with a message and stores nothing', async (body, message) => {
    const result = await subscribe(new Client(), body)
    expect(result.status).toBe(400)
    expect(result.body.message).toContain(message)
  })

  it('refuses a malformed token and keeps the list from the public', async () => {
    expect((await answer(new Client().post('/api/newsletter/confirm', { token: 'short' }))).body.message).toBe('This link is incomplete or not valid')
    expect((await answer(new Client().post('/api/newsletter/confirm', { token: 'x'.repeat(43) }))).status).toBe(400)
    expect((await new Client().get('/api/newsletter/subscription')).status).toBe(400)
    expect((await new Client().get('/cms-api/subscribers')).status).toBe(401)
    expect((await new Client().post('/cms-api/subscribers', { email: uniqueEmail(), everyRelease: true })).status).toBe(401)
    const { client: user } = await newUser()
    expect((await user.get('/cms-api/subscribers')).status).toBe(403)
    expect((await user.post('/cms-api/subscribers', { email: uniqueEmail(), everyRelease: true })).status).toBe(403)
    expect((await (await admin()).get('/cms-api/subscribers?limit=1')).status).toBe(200)
  })
})
