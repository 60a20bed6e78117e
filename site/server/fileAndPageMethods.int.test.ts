import { describe, expect, it } from 'vitest'
import { Client } from '@cms/testing/client'

// A file of site/public and one of the build (found in a page), as a visitor's browser asks for them.
const COVER = '/defaults/album-cover.webp'
const scriptOf = async (client: Client) => (await (await client.get('/about')).text()).match(/\/_next\/static\/[^"]+\.js/)![0]

const message = async (response: Response) => ((await response.json()) as { message: string }).message

describe('a file asked for in a way it cannot be served: the status that says why, never a 500', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s: 405, with the methods it takes', async (method) => {
    const client = new Client()
    for (const path of [COVER, await scriptOf(client)]) {
      const response = await client.request(method, path, method === 'OPTIONS' ? undefined : 'x', { 'content-type': 'text/plain' })
      expect(response.status, path).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(await message(response)).toBe(`${method} is not allowed for a file; it takes GET, HEAD.`)
    }
  })

  it('a range past its end: 416, with the size it has', async () => {
    const client = new Client()
    const size = Number((await client.get(COVER)).headers.get('content-length'))
    for (const range of ['bytes=999999999-', 'bytes=-0', `bytes=${size}-`]) {
      const response = await client.request('GET', COVER, undefined, { range })
      expect(response.status, range).toBe(416)
      expect(response.headers.get('content-range')).toBe(`bytes */${size}`)
      expect(await message(response)).toMatch(/range asks for bytes the file does not hold/)
    }
  })

  it('a range it holds: 206 with those bytes; a malformed one, or one its If-Range voids: the whole file', async () => {
    const client = new Client()
    const whole = await client.get(COVER)
    const size = Number(whole.headers.get('content-length'))
    const part = await client.request('GET', COVER, undefined, { range: 'bytes=0-9' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${size}`)
    expect((await part.arrayBuffer()).byteLength).toBe(10)
    expect((await client.request('GET', COVER, undefined, { range: 'pages=1' })).status).toBe(200)
    expect((await client.request('GET', COVER, undefined, { range: 'bytes=5-2' })).status).toBe(416)
    const stale = await client.request('GET', COVER, undefined, { range: `bytes=${size}-`, 'if-range': '"an-older-version"' })
    expect(stale.status).toBe(200)
  })

  it('a precondition: 412 unless it holds; the site sends no ETag, so If-Match holds as * only', async () => {
    const client = new Client()
    expect((await client.get(COVER)).headers.get('etag')).toBeNull()
    const other = await client.request('GET', COVER, undefined, { 'if-match': '"x"' })
    expect(other.status).toBe(412)
    expect(await message(other)).toMatch(/not the version the request names/)
    expect((await client.request('GET', COVER, undefined, { 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(412)
    expect((await client.request('GET', COVER, undefined, { 'if-match': '*' })).status).toBe(200)
    expect((await client.request('GET', COVER, undefined, { 'if-unmodified-since': new Date(Date.now() + 60_000).toUTCString() })).status).toBe(200)
  })

  it('a file that is not there is still the 404 page, whatever the method', async () => {
    const client = new Client()
    expect((await client.get('/defaults/no-such-cover.webp')).status).toBe(404)
    expect((await client.request('GET', '/_next/static/no-such-chunk.js', undefined, { range: 'bytes=99999-' })).status).toBe(404)
  })
})

describe('a page is read, never written', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s to a page: 405 with the methods it takes', async (method) => {
    const client = new Client()
    for (const path of ['/login', '/albums', '/admin', '/no-such-page']) {
      const response = await client.request(method, path, method === 'OPTIONS' ? undefined : '{}')
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(await message(response)).toBe(`${method} is not allowed for a page; it takes GET, HEAD.`)
    }
  })

  it('GET and HEAD of a page still answer, and the API still takes its own methods', async () => {
    const client = new Client()
    expect((await client.get('/login')).status).toBe(200)
    expect((await client.request('HEAD', '/albums')).status).toBe(200)
    const refused = await client.post('/api/auth/login', { email: 'nobody@integration.test', password: 'wrong-password' })
    expect(refused.status).toBe(401)
  })
})
