import http from 'node:http'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { newUser } from '@cms/testing/client'
import { sharedSite } from '@cms/testing/sharedSite'

type Raw = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }

/** One request as sent on the wire, its body as the bytes that came (fetch would undo the encoding). */
function raw(method: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, sharedSite().baseURL), { method, headers }, (response) => {
      const parts: Buffer[] = []
      response.on('data', (part: Buffer) => parts.push(part))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(parts) }))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}

/** A declared length, when there is one, counts the bytes that came. */
function expectHonestLength({ headers, bytes }: Raw) {
  if (headers['content-length'] !== undefined) expect(Number(headers['content-length'])).toBe(bytes.length)
}

// Next compresses (next.config.ts leaves `compress` on); the server in front passes its bytes on.
describe('pages compressed by Next', () => {
  it('a cached page: gzip for a client that takes it, the same page as it is for one that does not; HEAD alike', async () => {
    await raw('GET', '/about', { 'accept-encoding': 'identity' })
    const plain = await raw('GET', '/about', { 'accept-encoding': 'identity' })
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Number(plain.headers['content-length'])).toBe(plain.bytes.length)
    const gzipped = await raw('GET', '/about', { 'accept-encoding': 'gzip' })
    expect(gzipped.status).toBe(200)
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i)
    expectHonestLength(gzipped)
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 2)
    expect(gunzipSync(gzipped.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'))
    for (const encoding of ['identity', 'gzip']) {
      const head = await raw('HEAD', '/about', { 'accept-encoding': encoding })
      expect(head.status, encoding).toBe(200)
      expect(head.headers['content-type'], encoding).toMatch(/^text\/html/)
      expect(head.bytes.length, encoding).toBe(0)
    }
  })

  it('a page rendered per request and a missing one arrive whole compressed, with their status', async () => {
    const { client } = await newUser('Gzip')
    const cookie = client.headers().cookie!
    const home = await raw('GET', '/', { 'accept-encoding': 'gzip', cookie })
    expect(home.status).toBe(200)
    expect(home.headers['content-encoding']).toBe('gzip')
    expectHonestLength(home)
    expect(gunzipSync(home.bytes).toString('utf8').trimEnd()).toMatch(/<\/html>$/)
    const missing = await raw('GET', '/no-such-page', { 'accept-encoding': 'gzip' })
    expect(missing.status).toBe(404)
    expect(missing.headers['content-encoding']).toBe('gzip')
    expectHonestLength(missing)
    expect(gunzipSync(missing.bytes).toString('utf8')).toContain('</html>')
  })
})
