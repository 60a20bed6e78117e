import { describe, expect, it } from 'vitest'
import { admin, Client, newUser } from '../testing/client'
import { loaderSources } from './scriptsAfterPaint'

const identity = { 'accept-encoding': 'identity' }
const ASYNC_CHUNK = /<script src="\/_next\/static\/chunks\/[^"]+" async="">/
const LOADER = 'function startAfterPaint('

describe("a page's scripts wait for its first paint (scriptsAfterPaint.ts)", () => {
  it('every public page: no chunk script runs on arrival; one loader holds them all, and each is served', async () => {
    const visitor = new Client()
    for (const path of ['/', '/albums', '/blog', '/about', '/submit', '/no-such-page']) {
      const html = await (await visitor.request('GET', path, undefined, identity)).text()
      expect(html, path).not.toMatch(ASYNC_CHUNK)
      expect(html.split(LOADER), path).toHaveLength(2)
      const sources = loaderSources(html)
      expect(sources.length, path).toBeGreaterThan(2)
      for (const source of sources) {
        const script = await visitor.get(source)
        expect(script.status, source).toBe(200)
        expect(script.headers.get('content-type'), source).toMatch(/javascript/)
      }
    }
  })

  it('the same page compressed and not; its Content-Length counts the changed page', async () => {
    const visitor = new Client()
    await visitor.request('GET', '/about', undefined, identity)
    const plain = await visitor.request('GET', '/about', undefined, identity)
    const body = Buffer.from(await plain.arrayBuffer())
    expect(Number(plain.headers.get('content-length'))).toBe(body.length)
    const gzipped = await visitor.request('GET', '/about', undefined, { 'accept-encoding': 'gzip' })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(await gzipped.text()).toBe(body.toString('utf8'))
    // A HEAD request gets no page to change, so no length rather than the unchanged page's.
    const head = await visitor.request('HEAD', '/about', undefined, identity)
    expect(head.status).toBe(200)
    expect([null, String(body.length)]).toContain(head.headers.get('content-length'))
  })

  it('the signed-in home, rendered per request, too; the admin panel, Payload’s own, is left as it is', async () => {
    const { client } = await newUser()
    const home = await (await client.get('/')).text()
    expect(home).toContain('Welcome back')
    expect(home).not.toMatch(ASYNC_CHUNK)
    expect(loaderSources(home).length).toBeGreaterThan(2)
    const panel = await (await (await admin()).get('/admin')).text()
    expect(panel).toMatch(ASYNC_CHUNK)
    expect(panel).not.toContain(LOADER)
  })
})
