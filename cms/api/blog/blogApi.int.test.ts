import { describe, expect, it } from 'vitest'
import { admin, answer, Client } from '../../testing/client'
import { lexicalText } from '../../testing/lexical'

type Post = { id: number; slug: string; status: string; content: string; publishedAt: string; authorName: string }

describe('/api/blog', () => {
  it('lists published posts only, newest first, with sanitised HTML content', async () => {
    const client = await admin()
    const draft = (await answer(client.post('/cms-api/blog-posts', { title: `Hidden ${Date.now()}`, content: lexicalText('x') }))).body.doc
    const { status, body } = await answer<Post[]>(new Client().get('/api/blog'))
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(3)
    expect(body.every((post) => post.status === 'published')).toBe(true)
    expect(body.some((post) => post.id === draft.id)).toBe(false)
    const dates = body.map((post) => post.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(body[0]!.content).toMatch(/^<(p|h[1-3]|ul|ol|blockquote)/)
    expect(body[0]!.authorName).toBeTruthy()
  })

  it('gets one published post by slug, and 404s for a draft or an unknown slug', async () => {
    const posts = (await answer<Post[]>(new Client().get('/api/blog'))).body
    const one = await answer<Post>(new Client().get(`/api/blog/slug/${posts[0]!.slug}`))
    expect(one.status).toBe(200)
    expect(one.body.id).toBe(posts[0]!.id)

    const client = await admin()
    const draft = (await answer(client.post('/cms-api/blog-posts', { title: `Draft ${Date.now()}`, content: lexicalText('x') }))).body.doc
    for (const reader of [new Client(), client]) {
      const missing = await answer(reader.get(`/api/blog/slug/${draft.slug}`))
      expect(missing.status).toBe(404)
      expect(missing.body.message).toBe('Article not found')
    }
    expect((await new Client().get('/api/blog/slug/no-such-post')).status).toBe(404)
  })
})
