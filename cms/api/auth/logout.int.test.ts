import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { type Client, newUser } from '../../testing/client'

const signedIn = async (client: Client) => (await client.get('/api/auth/user')).status === 200

/** GET /api/logout with exactly these Fetch Metadata headers (fetch would write its own Sec-Fetch-Mode). */
function visitLogout(client: Client, fetchMetadata: Record<string, string>): Promise<{ status: number; body: string }> {
  // A browser's GET sends no Origin; nor does a script, whose cookie is its own.
  const { origin: _origin, ...headers } = client.headers()
  return new Promise((resolve, reject) => {
    const request = http.get(`${client.baseURL}/api/logout`, { headers: { ...headers, ...fetchMetadata } }, (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
  })
}

describe('GET /api/logout', () => {
  it.each([
    ['an image on our own page', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }],
    ['an image on another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }],
    ['a frame', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' }],
    ['another site’s fetch', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }],
  ])('does nothing when loaded as %s', async (_, headers) => {
    const { client } = await newUser()
    const result = await visitLogout(client, headers)
    expect(result.status).toBe(403)
    expect(JSON.parse(result.body).message).toBeTruthy()
    expect(await signedIn(client)).toBe(true)
  })

  it.each([
    ['a visit (top-level navigation)', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }],
    ['our own page’s fetch', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }],
    ['a client without Fetch Metadata', {}],
  ])('signs out on %s', async (_, headers) => {
    const { client } = await newUser()
    const result = await visitLogout(client, headers)
    expect(result.status).toBe(303)
    expect(await signedIn(client)).toBe(false)
  })

  it('HEAD, as link checkers send it, tells where it leads and signs nobody out', async () => {
    const { client } = await newUser()
    const response = await client.request('HEAD', '/api/logout')
    expect(response.status).toBe(303)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await signedIn(client)).toBe(true)
  })

  it('cannot be planted as an avatar: image URLs accept only http(s) and our image paths', async () => {
    const { client, id } = await newUser()
    for (const url of ['/api/logout', '/demo/../api/logout', '/demo/%2e%2e/api/logout', '/about']) {
      const result = await client.graphql(`mutation { updateUser(id: ${id}, data: { profileImageUrl: "${url}" }) { profileImageUrl } }`)
      const fieldErrors = (result.errors?.[0] as { extensions?: { data?: { errors?: { message: string }[] } } } | undefined)?.extensions?.data?.errors
      expect(fieldErrors?.[0]?.message, url).toMatch(/image address/)
    }
    const fine = await client.graphql(`mutation { updateUser(id: ${id}, data: { profileImageUrl: "/demo/artists/aurora-circuit.webp" }) { profileImageUrl } }`)
    expect(fine.errors).toBeUndefined()
  })
})
