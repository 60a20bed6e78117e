import { describe, expect, it } from 'vitest'
import { Client, newUser } from '@cms/testing/client'
import { CACHED_PAGE_CACHE_CONTROL, PER_CALLER_CACHE_CONTROL } from './sharedCaches'

// What a CDN in front of the site would be told (sharedCaches.ts): our pages go stale by tag, so
// none may be kept past a write, and `/` is the landing page or a home depending on the cookie.
const varies = (response: Response) => (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase())

describe('what shared caches are told', () => {
  it('a cached page may be stored but must be asked for again each time', async () => {
    const visitor = new Client()
    for (const path of ['/', '/albums', '/about', '/blog']) {
      const response = await visitor.get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe(CACHED_PAGE_CACHE_CONTROL)
    }
  })

  it('/ varies by cookie, for the signed-out and the signed-in alike; other pages do not', async () => {
    const landing = await new Client().get('/?ref=mail')
    expect(varies(landing)).toContain('cookie')
    const { client } = await newUser('Varied')
    const home = await client.get('/')
    expect(home.headers.get('cache-control')).toBe('private, no-cache')
    expect(varies(home)).toContain('cookie')
    expect(varies(await new Client().get('/albums'))).not.toContain('cookie')
  })

  it('no shared cache may keep an answer of the API, which depends on who asks', async () => {
    const { client } = await newUser('Private')
    for (const [who, path] of [
      [client, '/api/auth/user'],
      [client, '/api/lyric-submissions'],
      [client, '/api/albums'],
      [new Client(), '/api/albums'],
      [new Client(), '/api/no-such-row'],
      [client, '/cms-api/users/me'],
    ] as const) {
      expect((await who.get(path)).headers.get('cache-control'), path).toBe(PER_CALLER_CACHE_CONTROL)
    }
  })

  it("leaves the answers that are not cached pages as they were: a script's year, the not-found page's no-store", async () => {
    const visitor = new Client()
    const html = await (await visitor.get('/about')).text()
    const script = html.match(/\/_next\/static\/[^"]+\.js/)![0]
    expect((await visitor.get(script)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const missing = await visitor.get('/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toContain('no-store')
  })
})
