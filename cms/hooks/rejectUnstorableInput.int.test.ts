import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../testing/client'

const LYRICS = 'A melody of copper wires hums beneath the city lights tonight, and we sing along.'
const NUL = 'bad\u0000text'
// JSON.stringify writes a lone surrogate as the escape "\ud800", which JSON.parse reads back as one.
const LONE = 'bad\uD800text'

const counts = async () => {
  const boss = await admin()
  const total = async (slug: string) => (await answer(boss.get(`/cms-api/${slug}?limit=0`))).body.totalDocs as number
  return Object.fromEntries(
    await Promise.all(['albums', 'artists', 'blog-posts', 'comments', 'contact-messages', 'lyric-submissions'].map(async (slug) => [slug, await total(slug)])),
  )
}

function expectClearRefusal(result: { status: number; body: { message?: string } | null }) {
  expect(result.status).toBeGreaterThanOrEqual(400)
  expect(result.status).toBeLessThan(500)
  expect(result.body?.message).toBeTruthy()
}

describe('text PostgreSQL cannot store, and ids no row can have', () => {
  it('every POST and PUT row refuses a NUL or a lone surrogate in any text field with a 400, storing nothing', async () => {
    const boss = await admin()
    const { client: user } = await newUser()
    const artist = (await answer(boss.post('/api/artists', { name: `Artist ${Date.now()}` }))).body
    const album = (await answer(boss.post('/api/albums', { title: 'Clean', artistId: artist.id }))).body
    const post = (await answer(boss.post('/api/admin/blog', { title: `Post ${Date.now()}`, content: '<p>x</p>', status: 'published' }))).body
    const comment = (await answer(user.post(`/api/blog/${post.id}/comments`, { content: 'Fine words' }))).body
    const before = await counts()
    const rows: [Client, string, string, Record<string, unknown>][] = [
      [new Client(), 'POST', '/api/contact', { name: 'Grace', email: 'grace@example.com', subject: 'Hello there', message: 'Long enough message.' }],
      [user, 'POST', '/api/lyric-submissions', { title: 'Song', lyrics: LYRICS, terms: true, notes: 'n' }],
      [user, 'POST', `/api/blog/${post.id}/comments`, { content: 'A thought' }],
      [user, 'PUT', `/api/comments/${comment.id}`, { content: 'Edited thought' }],
      [boss, 'POST', '/api/artists', { name: 'Name', description: 'd', modelVersion: 'v1' }],
      [boss, 'POST', '/api/albums', { title: 'Title', artistId: artist.id, featuredArtist: 'f', description: 'd' }],
      [boss, 'PUT', `/api/albums/${album.id}`, { title: 'Title', artistId: artist.id, description: 'd' }],
      [boss, 'POST', '/api/admin/blog', { title: 'Title', slug: `s-${Date.now()}`, content: '<p>c</p>', excerpt: 'e', status: 'draft' }],
      [boss, 'PUT', `/api/admin/blog/${post.id}`, { title: 'Title', slug: post.slug, content: '<p>c</p>', excerpt: 'e', status: 'published' }],
      [new Client(), 'POST', '/api/auth/register', { email: 'someone@example.com', password: 'a-good-password', firstName: 'F' }],
    ]
    for (const [client, method, path, body] of rows) {
      for (const [field, value] of Object.entries(body)) {
        if (typeof value !== 'string' || field === 'slug' || field === 'email' || field === 'password') continue
        for (const bad of [NUL, LONE]) {
          const result = await answer(client.request(method, path, { ...body, [field]: bad }))
          expect(result.status, `${method} ${path} ${field}=${JSON.stringify(bad)}`).toBe(400)
          expectClearRefusal(result)
        }
      }
    }
    expect(await counts()).toEqual(before)
    expect((await answer(new Client().get(`/api/blog/slug/${post.slug}`))).body.title).toBe(post.title)
  })

  it.each(['99999999999999999999', '2147483648', '1.5', '-1', '0', '1e3'])('an id of %s in a path is a 404 with a message', async (id) => {
    const boss = await admin()
    for (const [client, method, path] of [
      [new Client(), 'GET', `/api/blog/${id}/comments`],
      [boss, 'PUT', `/api/albums/${id}`],
      [boss, 'PUT', `/api/admin/blog/${id}`],
      [boss, 'DELETE', `/api/admin/blog/${id}`],
      [boss, 'PUT', `/api/comments/${id}`],
      [boss, 'DELETE', `/api/comments/${id}`],
    ] as const) {
      const result = await answer(client.request(method, path, method === 'PUT' ? { content: 'x', title: 'x', artistId: 1 } : undefined))
      expect(result.status, `${method} ${path}`).toBe(404)
      expectClearRefusal(result)
    }
  })

  it('ids past the integer range inside a body are refused, not a database error', async () => {
    const { client } = await newUser()
    // eslint-disable-next-line no-loss-of-precision -- a number past any id is the point
    const result = await answer(client.post('/api/blog/1/comments', { content: 'x', parentId: 99999999999999999999 }))
    expectClearRefusal(result)
    const boss = await admin()
    // eslint-disable-next-line no-loss-of-precision -- as above
    expectClearRefusal(await answer(boss.post('/api/albums', { title: 'x', artistId: 99999999999999999999 })))
    expectClearRefusal(await answer(boss.post('/api/admin/promote-user', { userId: '99999999999999999999', role: 'admin' })))
  })

  it('paths that do not decode, or hold a NUL, are a 400 before any page or row runs', async () => {
    for (const path of ['/blog/%E0%A4%A', '/api/blog/slug/%E0%A4%A', '/albums/%', '/api/blog/slug/%00', '/blog/a%00b']) {
      const result = await answer(new Client().get(path))
      expect(result.status, path).toBe(400)
      expect(result.body.message).toMatch(/address is not valid/)
    }
  })

  it('GraphQL refuses NUL characters in a filter and in data with a message, not a server error', async () => {
    const visitor = new Client()
    const read = await visitor.graphql('{ Albums(where: { title: { like: "a\\u0000" } }) { docs { id } } }')
    expect(read.errors?.[0]?.message).toMatch(/NUL/)
    const { client } = await newUser()
    const write = await client.graphql('mutation { createComment(data: { post: 1, content: "t\\u0000" }) { id } }')
    expect(write.errors?.[0]?.message).toMatch(/NUL/)
  })
})
