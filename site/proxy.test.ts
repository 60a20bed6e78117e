import { SESSION_COOKIE } from '@cms/cache/tags'
import { payloadSessionToken } from '@cms/testing/sessionToken'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { config, proxy } from './proxy'

const SECRET = 'proxy-test-secret'

const sessionToken = (tokenExpiration?: number, role = 'user') => payloadSessionToken(SECRET, { id: 1, collection: 'users', sid: 's', role }, tokenExpiration)

/** Where the proxy sends `path` with `cookie`: the rewritten path, or null when the request goes on as it is. */
async function routed(path: string, cookie?: string): Promise<string | null> {
  const headers = cookie === undefined ? undefined : { cookie: `${SESSION_COOKIE}=${cookie}` }
  const response = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers }))
  const rewrite = response.headers.get('x-middleware-rewrite')
  return rewrite && new URL(rewrite).pathname
}

beforeAll(() => {
  process.env.PAYLOAD_SECRET = SECRET
})

describe('the proxy of /', () => {
  it('runs only for /, the admin and /login with the session cookie, for /home, for /search and for a server action (literals Next reads at build time)', () => {
    const withSession = [{ type: 'cookie', key: SESSION_COOKIE }]
    expect(config.matcher).toEqual([
      { source: '/', has: withSession },
      { source: '/admin/:path*', has: withSession },
      { source: '/login', has: withSession },
      { source: '/home' },
      { source: '/search' },
      { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    ])
  })

  it('sends a cookie this site signed to the home', async () => {
    expect(await routed('/', await sessionToken())).toBe('/home')
  })

  it('leaves a forged, garbled or expired cookie on the landing page', async () => {
    for (const cookie of ['not-a-session', '', await sessionToken(-1)]) expect(await routed('/', cookie)).toBeNull()
  })

  it('answers /home typed in with the not-found page, signed in or not', async () => {
    expect(await routed('/home')).toMatch(/^\/home\/.+/)
    expect(await routed('/home', await sessionToken())).toMatch(/^\/home\/.+/)
  })
})

/** Where on this site the proxy redirects a request for `path` with `cookie`, or null when it goes on to the page. */
async function redirected(path: string, cookie: string): Promise<string | null> {
  const response = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } }))
  const location = response.status === 307 && response.headers.get('location')
  return location ? new URL(location).pathname + new URL(location).search : null
}

describe('the proxy of the admin', () => {
  it('sends a session signed for another role to /albums, from any admin address (SPEC §2)', async () => {
    for (const path of ['/admin', '/admin/', '/admin/collections/albums?limit=10']) {
      expect(await redirected(path, await sessionToken()), path).toBe('/albums')
    }
  })

  it('lets an admin’s session, and a forged, garbled or expired cookie, on to the page, which asks the database', async () => {
    for (const cookie of [await sessionToken(undefined, 'admin'), 'not-a-session', await sessionToken(-1)]) {
      expect(await redirected('/admin', cookie)).toBeNull()
    }
  })
})

describe('the proxy of /login', () => {
  it('sends a signed session on to where the sign-in leads: its own site’s path, else the home', async () => {
    const cookie = await sessionToken()
    expect(await redirected('/login', cookie)).toBe('/')
    expect(await redirected('/login?next=%2Fsubmit%3Ftab%3D1', cookie)).toBe('/submit?tab=1')
    for (const next of ['https://evil.example/', '//evil.example', '/..//evil.example', '/login', '/login?next=/login', '/./login']) {
      expect(await redirected(`/login?next=${encodeURIComponent(next)}`, cookie), next).toBe('/')
    }
  })

  it('lets a forged, garbled or expired cookie on to the form', async () => {
    for (const cookie of ['not-a-session', '', await sessionToken(-1)]) expect(await redirected('/login', cookie)).toBeNull()
  })
})

describe('the proxy of /search', () => {
  const status = async (query: string) => (await proxy(new NextRequest(`http://127.0.0.1:3000/search${query}`))).status

  it('lets a search, or no search yet, go on to the page as it is', async () => {
    for (const query of ['', '?q=', '?q=%20%20', '?q=neon', '?q=neon&type=albums&page=2']) expect(await status(query)).toBe(200)
  })

  it('answers a search that cannot run with a 400, which the page explains', async () => {
    for (const query of [`?q=${'a'.repeat(201)}`, '?q=a%00b', '?q=a%C2%85b', '?q=neon&page=0', '?q=neon&type=songs', '?q=a&q=b']) {
      expect(await status(query)).toBe(400)
    }
  })
})

describe('the proxy of server actions', () => {
  const action = async (path: string, cookie?: string) => {
    const headers: Record<string, string> = { 'next-action': '00'.repeat(21), origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }
    if (cookie !== undefined) headers.cookie = `${SESSION_COOKIE}=${cookie}`
    const response = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { method: 'POST', headers, body: '[]' }))
    return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? await response.json() : null }
  }

  it("lets an admin's call from an admin page on to Next", async () => {
    expect((await action('/admin/collections/albums', await sessionToken(undefined, 'admin'))).status).toBe(200)
  })

  it('refuses one without a session, from a user, or sent to another page, saying why', async () => {
    expect(await action('/admin')).toEqual({ status: 401, body: { message: 'Sign in as an admin first.' } })
    expect(await action('/admin', await sessionToken())).toEqual({ status: 403, body: { message: 'The admin is for admins.' } })
    expect((await action('/albums', await sessionToken(undefined, 'admin'))).status).toBe(405)
  })
})
