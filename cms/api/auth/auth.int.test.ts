import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser, uniqueEmail } from '../../testing/client'
import { SESSION_COOKIE } from '../../cache/tags'

const PASSWORD = 'a-good-password'

describe('sign-in endpoints', () => {
  it('GET /api/auth/user answers 401 with a message when signed out', async () => {
    const response = await new Client().get('/api/auth/user')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized' })
  })

  it('registers a plain user, signs them in with an HTTP-only cookie, and never returns the password', async () => {
    const client = new Client()
    const email = uniqueEmail('ada')
    const response = await client.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Ada', role: 'admin' })
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().join('\n')
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const body = await response.json()
    expect(body.user).toMatchObject({ email, firstName: 'Ada', role: 'user' })
    expect(JSON.stringify(body)).not.toMatch(/password|hash|salt|sessions/i)

    const me = await client.get('/api/auth/user')
    expect(me.status).toBe(200)
    const user = await me.json()
    expect(user).toMatchObject({ email, firstName: 'Ada', role: 'user', profileImageUrl: null })
    // The same user object as the sign-in answered, its dates included.
    expect(body.user).toEqual(user)
    const signedIn = await answer(client.post('/api/auth/login', { email, password: PASSWORD }))
    expect(signedIn.body.user).toEqual(user)
  })

  it('keeps a name of only zero-width characters as no name: the greeting falls back, never shows nothing', async () => {
    const client = new Client()
    const registered = await answer(client.post('/api/auth/register', { email: uniqueEmail('blank'), password: PASSWORD, firstName: '\u200B\u200B', lastName: ' \uFEFF ' }))
    expect(registered.status).toBe(200)
    expect(registered.body.user).toMatchObject({ firstName: null, lastName: null })
  })

  it('refuses a second account on the same e-mail with 409', async () => {
    const { email } = await newUser()
    const response = await new Client().post('/api/auth/register', { email: email.toUpperCase(), password: PASSWORD })
    expect(response.status).toBe(409)
    expect((await response.json()).message).toMatch(/already exists/)
  })

  it('lets exactly one of several racing sign-ups for one e-mail through; the others get 409', async () => {
    const email = uniqueEmail('race')
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => answer(new Client().post('/api/auth/register', { email, password: PASSWORD }))),
    )
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(1)
    const refused = answers.filter(({ status }) => status === 409)
    expect(refused).toHaveLength(5)
    for (const { body } of refused) expect(body).toEqual({ message: 'An account with this email already exists. Please sign in instead.' })
    const stored = await answer((await admin()).get(`/cms-api/users?where[email][equals]=${encodeURIComponent(email)}&limit=0`))
    expect(stored.body.totalDocs).toBe(1)
  })

  it.each([
    [{ email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
    [{ email: 'short@integration.test', password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: PASSWORD }, 'Please enter a valid email address'],
    [{ email: uniqueEmail(), password: PASSWORD, firstName: 'x'.repeat(256) }, 'First name must be at most 255 characters'],
  ])('answers bad registration input with 400 and a message (%j)', async (body, message) => {
    const response = await new Client().post('/api/auth/register', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message })
  })

  it('refuses a password of spaces only, and makes no account that could never be signed into', async () => {
    const email = uniqueEmail('blank')
    const refused = await answer(new Client().post('/api/auth/register', { email, password: '\t\t        ' }))
    expect(refused).toEqual({ status: 400, body: { message: 'Password must not be only spaces' } })
    const retried = await new Client().post('/api/auth/register', { email, password: PASSWORD })
    expect(retried.status).toBe(200)
  })

  it('answers a body that is not JSON with 400', async () => {
    const response = await new Client().post('/api/auth/login', '{not json')
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/valid JSON/)
  })

  it('signs in with the right password and refuses a wrong one with 401', async () => {
    const { email } = await newUser()
    const wrong = await new Client().post('/api/auth/login', { email, password: 'not-the-password' })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ message: 'Incorrect email or password.' })

    const client = new Client()
    const right = await client.post('/api/auth/login', { email, password: PASSWORD })
    expect(right.status).toBe(200)
    expect((await right.json()).user.email).toBe(email)
    expect((await client.get('/api/auth/user')).status).toBe(200)
  })

  it('pauses an address after five failed sign-ins for one e-mail, even for the right password, and only that address', async () => {
    const { email } = await newUser()
    const stranger = new Client()
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await stranger.post('/api/auth/login', { email, password: 'wrong-password' })).status).toBe(401)
    }
    const paused = await answer(stranger.post('/api/auth/login', { email, password: PASSWORD }))
    expect(paused.status).toBe(429)
    expect(paused.body.message).toMatch(/^Too many failed sign-ins for this e-mail from your network\. Please wait 15 minutes and try again, or reset your password\.$/)
    expect((await new Client().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200)
  })

  it('logs out: the cookie is cleared, the session ends on the server, and the visitor goes home', async () => {
    const { email } = await newUser()
    const client = new Client()
    await client.post('/api/auth/login', { email, password: PASSWORD })
    const stolen = new Client()
    const login = await stolen.post('/api/auth/login', { email, password: PASSWORD })
    expect(login.status).toBe(200)

    const response = await client.get('/api/logout')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
    expect((await client.get('/api/auth/user')).status).toBe(401)
    // Another device's session is its own and survives.
    expect((await stolen.get('/api/auth/user')).status).toBe(200)
  })

  it('the sign-in page sends a signed-in visitor on at once; a cookie whose session ended is dropped by GET /api/auth/user', async () => {
    const { email } = await newUser()
    const client = new Client()
    await client.post('/api/auth/login', { email, password: PASSWORD })
    const goingOn = await client.get('/login?next=%2Fsubmit')
    expect(goingOn.status).toBe(307)
    expect(goingOn.headers.get('location')).toBe('/submit')

    const token = client.cookie(SESSION_COOKIE)!
    await client.get('/api/logout')
    // A copy of the cookie kept elsewhere (another tab's, a stale one): its session is over.
    const stale = await fetch(`${client.baseURL}/api/auth/user`, { headers: { ...client.headers(), cookie: `${SESSION_COOKIE}=${token}` } })
    expect(stale.status).toBe(401)
    const [dropped] = stale.headers.getSetCookie()
    expect(dropped).toMatch(new RegExp(`^${SESSION_COOKIE}=;`))
    expect(Date.parse(/Expires=([^;]+)/i.exec(dropped!)![1]!)).toBeLessThanOrEqual(Date.now())
    // Signed out, nothing to drop.
    expect((await new Client().get('/api/auth/user')).headers.getSetCookie()).toEqual([])
  })

  it('GET /api/login sends the visitor to the sign-in page, keeping only a local return path', async () => {
    const client = new Client()
    const local = await client.get('/api/login?next=/submit')
    expect(local.status).toBe(303)
    expect(local.headers.get('location')).toBe('/login?next=%2Fsubmit')
    const foreign = await client.get('/api/login?next=https://evil.example/')
    expect(foreign.headers.get('location')).toBe('/login')
  })

  it('refuses writes sent from another site', async () => {
    const response = await new Client().request(
      'POST',
      '/api/auth/register',
      { email: uniqueEmail(), password: PASSWORD },
      { origin: 'https://evil.example' },
    )
    expect(response.status).toBe(403)
  })

  it('bootstrap-admin: 401 signed out, 403 once an admin exists', async () => {
    expect((await new Client().post('/api/bootstrap-admin')).status).toBe(401)
    const { client } = await newUser()
    const response = await client.post('/api/bootstrap-admin')
    expect(response.status).toBe(403)
    expect((await response.json()).message).toMatch(/admin already exists/)
    expect((await (await client.get('/api/auth/user')).json()).role).toBe('user')
  })

  it('the admin from ADMIN_EMAIL / ADMIN_PASSWORD exists and signs in', async () => {
    const client = await admin()
    expect((await (await client.get('/api/auth/user')).json()).role).toBe('admin')
  })
})
