import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { answer, type Client, newUser } from '../../testing/client'

/** A request as a script with a cookie jar sends it: the session cookie, no Origin, no Fetch Metadata. */
function asScript(client: Client, method: string, path: string, extra: Record<string, string> = {}, body?: unknown) {
  const { origin, ...headers } = client.headers()
  const init: RequestInit = { method, headers: { ...headers, ...extra }, redirect: 'manual' }
  if (body !== undefined) {
    init.body = JSON.stringify(body)
    ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
  }
  return fetch(origin + path, init)
}

const LYRICS = { title: 'Cookie Jar Blues', lyrics: 'A script remembers the cookie it was given and sends it back every time.', terms: true }

describe('a session cookie sent without Origin or Fetch Metadata', () => {
  it('signs its client in, on reads and on writes', async () => {
    const { client, email } = await newUser('Script')
    const me = await answer(asScript(client, 'GET', '/api/auth/user'))
    expect(me).toMatchObject({ status: 200, body: { email, firstName: 'Script' } })
    const written = await answer(asScript(client, 'POST', '/api/lyric-submissions', {}, LYRICS))
    expect(written.status).toBe(201)
    expect(written.body).toMatchObject({ title: LYRICS.title })
  })

  it('still counts for nothing when the request says it comes from another site', async () => {
    const { client } = await newUser('Script')
    expect((await asScript(client, 'GET', '/api/auth/user', { 'sec-fetch-site': 'cross-site' })).status).toBe(401)
    expect((await asScript(client, 'GET', '/api/auth/user', { origin: 'https://evil.example' })).status).toBe(401)
    const forged = await asScript(client, 'POST', '/api/lyric-submissions', { origin: 'https://evil.example' }, LYRICS)
    expect(forged.status).toBe(403)
  })

  it('is refused when forged or signed out', async () => {
    const { client } = await newUser('Script')
    const { origin, cookie } = client.headers()
    const forged = cookie!.replace(/payload-token=[^;]+/, 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl')
    expect((await fetch(`${origin}/api/auth/user`, { headers: { cookie: forged } })).status).toBe(401)
    expect((await asScript(client, 'GET', '/api/logout')).status).toBe(303)
    expect((await fetch(`${origin}/api/auth/user`, { headers: { cookie: cookie! } })).status).toBe(401)
  })
})

/** GET `path` as a browser on a page of `host` sends it: Host and Origin both name that host. */
function fromPageOf(client: Client, host: string, path: string, origin = `http://${host}`): Promise<number> {
  const { origin: base, cookie } = client.headers()
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { cookie, host, origin, 'sec-fetch-site': 'same-origin' } }, (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      .on('error', reject)
  })
}

describe('a session cookie from a page of the host it is sent to', () => {
  it('signs in though that host is not the one the site was configured with', async () => {
    const { client } = await newUser('Renamed')
    expect(await fromPageOf(client, 'music.example:8080', '/api/auth/user')).toBe(200)
  })

  it('counts for nothing from a page of another host', async () => {
    const { client } = await newUser('Renamed')
    expect(await fromPageOf(client, 'music.example:8080', '/api/auth/user', 'http://evil.example')).toBe(401)
  })
})
