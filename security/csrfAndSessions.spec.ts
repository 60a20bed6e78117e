import http from 'node:http'
import { request } from '@playwright/test'
import { clientAs, prepared, stateFile } from './support/roles'
import { test } from './support/figures'
import { MAIN, PASSWORD } from './support/sites'

/*
 * Cross-site writes, the session cookie, signing out, forged cookies, and the security headers.
 */

test('writes from another site are refused on every way in', async ({ tally }) => {
  const ids = prepared()
  const user = await clientAs('user')
  const before = ((await (await user.get(`/api/blog/${ids.publishedPost.id}/comments`)).json()) as unknown[]).length
  const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'cross-site', origin: '' }, { origin: 'null' }]
  for (const headers of crossSite) {
    for (const [path, data] of [
      [`/api/blog/${ids.publishedPost.id}/comments`, { content: 'Forged' }],
      ['/api/lyric-submissions', { lyrics: 'Forged lyrics that are long enough to pass the fifty character rule.', terms: true }],
      ['/api/graphql', { query: `mutation { createComment(data: { post: ${ids.publishedPost.id}, content: "Forged" }) { id } }` }],
      ['/cms-api/comments', { post: ids.publishedPost.id, content: 'Forged' }],
    ] as const) {
      const response = await user.post(path, { data, headers })
      tally.answered(response, `cross-site POST ${path} ${JSON.stringify(headers)}`)
      const body = await response.text()
      const refused = response.status() === 403 || response.status() === 401 || /not allowed|Unauthorized/i.test(body)
      tally.check(refused, `cross-site POST ${path} ${JSON.stringify(headers)}: ${response.status()} ${body.slice(0, 100)}`)
    }
  }
  const after = ((await (await user.get(`/api/blog/${ids.publishedPost.id}/comments`)).json()) as unknown[]).length
  tally.check(after === before, `forged comments stored: ${after - before}`)
  await user.dispose()
})

test('another site cannot sign a visitor in to an account of its choosing', async ({ tally }) => {
  const email = `login-csrf-${Date.now()}@security.test`
  const owner = await request.newContext({ baseURL: MAIN, extraHTTPHeaders: { origin: MAIN } })
  tally.answered(await owner.post('/api/auth/register', { data: { email, password: PASSWORD } }), 'register')
  await owner.dispose()
  const credentials = { email, password: PASSWORD }
  const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }, { 'sec-fetch-site': 'cross-site' }]
  for (const headers of crossSite) {
    const visitor = await request.newContext({ baseURL: MAIN })
    const forms = [
      ['/cms-api/users/login', () => visitor.post('/cms-api/users/login', { multipart: { _payload: JSON.stringify(credentials) }, headers })],
      ['/cms-api/users/login (form)', () => visitor.post('/cms-api/users/login', { form: credentials, headers })],
      ['/api/graphql loginUser', () => visitor.post('/api/graphql', { data: { query: `mutation { loginUser(email: "${email}", password: "${PASSWORD}") { token } }` }, headers })],
      ['/api/auth/login', () => visitor.post('/api/auth/login', { data: credentials, headers })],
    ] as const
    for (const [what, send] of forms) {
      const response = await send()
      tally.answered(response, `cross-site ${what} ${JSON.stringify(headers)}`)
      const cookie = response.headers()['set-cookie'] ?? ''
      tally.check(response.status() === 403 && !cookie.includes('payload-token='), `cross-site ${what} ${JSON.stringify(headers)}: ${response.status()} ${cookie.slice(0, 40)}`)
    }
    tally.check((await visitor.get('/api/auth/user')).status() === 401, `a cross-site sign-in left a session ${JSON.stringify(headers)}`)
    await visitor.dispose()
  }
})

test('after signing in, a visitor is only ever sent to a page of this site', async ({ tally }) => {
  const user = await clientAs('user')
  for (const next of ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '//evil.example', '/\\evil.example', 'https://evil.example']) {
    const response = await user.get(`/login?next=${encodeURIComponent(next)}`, { maxRedirects: 0 })
    tally.answered(response, `signed-in /login?next=${next}`)
    const body = await response.text()
    const location = response.headers()['location'] ?? /NEXT_REDIRECT;[a-z]+;([^;]*);/.exec(body)?.[1] ?? ''
    tally.check(location.startsWith('/') && !location.startsWith('//') && !location.includes('evil.example'), `signed-in /login?next=${next} sends to ${location}`)
  }
  await user.dispose()
})

test('the session cookie is HttpOnly and SameSite=Lax; forged cookies are a signed-out visitor', async ({ tally }) => {
  const context = await request.newContext({ baseURL: MAIN, extraHTTPHeaders: { origin: MAIN } })
  const response = await context.post('/api/auth/register', { data: { email: `cookie-${Date.now()}@security.test`, password: PASSWORD } })
  tally.answered(response, 'register')
  const cookie = response.headers()['set-cookie'] ?? ''
  tally.check(/HttpOnly/i.test(cookie) && /SameSite=Lax/i.test(cookie), `session cookie: ${cookie}`)
  await context.dispose()
  for (const forged of ['payload-token=abc', 'payload-token=eyJhbGciOiJub25lIn0.eyJpZCI6MSwicm9sZSI6ImFkbWluIn0.', `payload-token=${'x'.repeat(5000)}`, 'payload-token=%00', 'payload-token=']) {
    const visitor = await request.newContext({ baseURL: MAIN, extraHTTPHeaders: { origin: MAIN, cookie: forged } })
    for (const path of ['/api/auth/user', '/api/admin/check', '/cms-api/users']) {
      const answer = await visitor.get(path)
      tally.answered(answer, `forged cookie ${forged.slice(0, 30)} GET ${path}`)
      tally.check(answer.status() === 401, `forged cookie ${forged.slice(0, 30)} GET ${path}: ${answer.status()}`)
    }
    await visitor.dispose()
  }
})

/** GET /api/logout with exactly these headers (fetch clients write their own Sec-Fetch-Mode). */
function logout(cookie: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(`${MAIN}/api/logout`, { headers: { cookie, ...headers } }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    }).on('error', reject)
  })
}

test('signing out needs a visit; an image or frame pointing at it does nothing; an ended session stays ended', async ({ tally }) => {
  const context = await request.newContext({ baseURL: MAIN, extraHTTPHeaders: { origin: MAIN } })
  await context.post('/api/auth/register', { data: { email: `logout-${Date.now()}@security.test`, password: PASSWORD } })
  const { cookies } = await context.storageState()
  const cookie = cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ')
  const signedIn = async () => (await context.get('/api/auth/user')).status() === 200
  for (const headers of [
    { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
    { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
  ]) {
    const status = await logout(cookie, headers)
    tally.answered({ status: () => status }, `logout ${JSON.stringify(headers)}`)
    tally.check(status === 403 && (await signedIn()), `logout as ${headers['sec-fetch-dest']} from ${headers['sec-fetch-site']}: ${status}`)
  }
  const status = await logout(cookie, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' })
  tally.check(status === 303, `logout by a visit: ${status}`)
  tally.check(!(await signedIn()), 'the old cookie still works after signing out')
  const avatar = await context.post('/api/graphql', { data: { query: 'mutation { updateUser(id: 1, data: { profileImageUrl: "/api/logout" }) { id } }' } })
  tally.answered(avatar, 'avatar /api/logout')
  await context.dispose()
})

test('an avatar can never point at the site’s own actions', async ({ tally }) => {
  const user = await clientAs('user')
  const ids = prepared()
  for (const url of ['/api/logout', '/api/logout?x=.png', '/demo/../api/logout', '/demo/%2e%2e/api/logout', '/cms-api/users/logout', '//evil.example/x.png']) {
    const response = await user.post('/api/graphql', { data: { query: `mutation ($url: String) { updateUser(id: ${ids.userId}, data: { profileImageUrl: $url }) { profileImageUrl } }`, variables: { url } } })
    tally.answered(response, `avatar ${url}`)
    const answer = (await response.json()) as { data?: { updateUser: unknown } }
    tally.check(!answer.data?.updateUser, `avatar ${url} was accepted`)
  }
  await user.dispose()
})

test('every answer carries the security headers and no X-Powered-By', async ({ tally }) => {
  const visitor = await clientAs('anonymous')
  for (const path of ['/', '/albums', '/blog', '/api/albums', '/api/auth/user', '/cms-api/users/me', '/admin', '/no-such-page', '/sitemap.xml']) {
    const response = await visitor.get(path)
    tally.answered(response, `headers ${path}`)
    const headers = response.headers()
    tally.check(!('x-powered-by' in headers), `${path}: X-Powered-By ${headers['x-powered-by']}`)
    tally.check(headers['x-content-type-options'] === 'nosniff', `${path}: nosniff`)
    tally.check((headers['content-security-policy'] ?? '').includes("frame-ancestors 'self'"), `${path}: CSP`)
  }
  await visitor.dispose()
})

test('uploads: raster images only, never an SVG that could carry script', async ({ tally }) => {
  const admin = await request.newContext({ baseURL: MAIN, extraHTTPHeaders: { origin: MAIN }, storageState: stateFile('admin') })
  const upload = (name: string, mimeType: string, buffer: Buffer) =>
    admin.post('/cms-api/media', { multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify({ alt: name }) } })
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')
  for (const [name, type] of [['evil.svg', 'image/svg+xml'], ['evil.png', 'image/svg+xml'], ['evil.png', 'image/png'], ['evil.html', 'text/html']] as const) {
    const response = await upload(name, type, svg)
    tally.answered(response, `upload ${name} as ${type}`)
    tally.check(response.status() === 400, `upload of an SVG as ${name} (${type}): ${response.status()}`)
  }
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
  const accepted = await upload('dot.png', 'image/png', png)
  tally.answered(accepted, 'upload a PNG')
  tally.check(accepted.status() === 201, `upload of a PNG: ${accepted.status()}`)
  await admin.dispose()
})
