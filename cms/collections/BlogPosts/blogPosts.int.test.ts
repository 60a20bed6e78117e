import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'
import { documents } from '../../testing/graphqlDocs'
import { lexicalText } from '../../testing/lexical'

const post = (title: string, extra: Record<string, unknown> = {}) => ({ title, content: lexicalText(`${title} body`), ...extra })
const linkTo = (url: string) => ({
  type: 'paragraph',
  version: 1,
  children: [{ type: 'link', version: 1, fields: { url, newTab: false, linkType: 'custom' }, children: [{ type: 'text', text: 'click', version: 1 }] }],
})
const documentOf = (node: unknown) => ({ root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [node] } })

describe('blog posts collection', () => {
  it('an admin creates a draft: slug from the title, author and authorName from the admin', async () => {
    const client = await admin()
    const me = (await answer(client.get('/api/auth/user'))).body
    const { status, body } = await answer(client.post('/cms-api/blog-posts', post('Hello,  Neural   World!!', { author: 1 })))
    expect(status).toBe(201)
    expect(body.doc).toMatchObject({ slug: 'hello-neural-world', status: 'draft', authorName: me.firstName })
    expect(String(body.doc.author.id ?? body.doc.author)).toBe(me.id)
  })

  it('keeps a slug the admin chose, and refuses a duplicate slug', async () => {
    const client = await admin()
    const slug = `chosen-${Date.now()}`
    expect((await answer(client.post('/cms-api/blog-posts', post('Any title', { slug })))).body.doc.slug).toBe(slug)
    const duplicate = await answer(client.post('/cms-api/blog-posts', post('Other title', { slug })))
    expect(duplicate.status).toBe(400)
    expect(JSON.stringify(duplicate.body.errors)).toContain('slug')
  })

  it.each([
    [post('日本語の記事'), 'Slug is required: this title has no letters a-z or digits to make one from. Enter a slug such as night-drive-2.'],
    [post('Odd slug', { slug: 'Has Spaces/AND?Weird#chars' }), 'Slug must be lowercase letters and digits, words joined by single hyphens, such as night-drive-2.'],
    [post('   '), 'Title is required'],
    [post('Scripted link', { content: documentOf(linkTo('javascript:alert(1)')) }), 'A link must point at a web or e-mail address'],
  ])('refuses %j through REST and GraphQL with what to fix, storing nothing', async (data, message) => {
    const client = await admin()
    const count = async () => (await answer(client.get('/cms-api/blog-posts?limit=1'))).body.totalDocs
    const before = await count()
    const viaRest = await answer(client.post('/cms-api/blog-posts', data))
    expect(viaRest.status).toBe(400)
    expect(JSON.stringify(viaRest.body.errors)).toContain(message)
    const viaGraphql = await documents(client, 'BlogPost').create({ slug: '', status: 'draft', ...data })
    expect(viaGraphql.doc).toBeNull()
    expect(viaGraphql.message).toContain(message)
    expect(await count()).toBe(before)
  })

  it.each([
    ['a node of no feature', { type: 'nope', version: 1 }, 'Content holds a node the editor does not make: nope'],
    ['an upload of no media', { type: 'upload', relationTo: 'media', value: 99999, version: 1 }, 'Content holds a node the editor does not make: upload'],
    ['a list of another type', { type: 'list', listType: 'evil', tag: 'ul', children: [{ type: 'text', text: 'li', version: 1 }], version: 1 }, 'A list must be one of bullet, number'],
    ['a link to a data: page', linkTo('data:text/html,<script>alert(1)</script>'), 'A link must point at a web or e-mail address'],
  ])('refuses content with %s through REST, changing nothing, so its article still shows', async (_, node, message) => {
    const client = await admin()
    const title = `Shape kept ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`
    const created = (await answer(client.post('/cms-api/blog-posts', post(title, { status: 'published' })))).body.doc
    const refused = await answer(client.patch(`/cms-api/blog-posts/${created.id}`, { content: documentOf(node) }))
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body.errors)).toContain(message)
    expect((await answer(new Client().get(`/api/blog/slug/${created.slug}`))).body.content).toContain(`${title} body`)
  })

  it('refuses a publication date that is no date, such as a number', async () => {
    const client = await admin()
    const refused = await answer(client.post('/cms-api/blog-posts', post('Numbered', { publishedAt: 123 })))
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body.errors)).toContain('Must be a date such as 2026-11-16 or an ISO timestamp')
  })

  it('dates a post when it is published without a date', async () => {
    const client = await admin()
    const { body } = await answer(client.post('/cms-api/blog-posts', post(`Published ${Date.now()}`, { status: 'published' })))
    expect(body.doc.status).toBe('published')
    expect(body.doc.publishedAt).toBeTruthy()
  })

  it.each([
    [post('Bad status', { status: 'deleted' }), 'status'],
    [post('x'.repeat(256)), 'title'],
    [{ title: 'No content' }, 'content'],
  ])('refuses invalid input with 400 naming the field', async (data, field) => {
    const result = await answer((await admin()).post('/cms-api/blog-posts', data))
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.body.errors)).toContain(field)
  })

  it('visitors and users read published posts only; only admins write', async () => {
    const client = await admin()
    const draft = (await answer(client.post('/cms-api/blog-posts', post(`Secret draft ${Date.now()}`)))).body.doc
    const archived = (await answer(client.post('/cms-api/blog-posts', post(`Old news ${Date.now()}`, { status: 'archived' })))).body.doc
    const { client: user } = await newUser()
    for (const reader of [new Client(), user]) {
      const viaGraphql = await reader.graphql<{ BlogPosts: { docs: { status: string }[] } }>('{ BlogPosts(limit: 100) { docs { status } } }')
      expect(viaGraphql.data?.BlogPosts.docs.length).toBeGreaterThanOrEqual(3)
      expect(viaGraphql.data?.BlogPosts.docs.every((p) => p.status === 'published')).toBe(true)
      for (const hidden of [draft, archived]) {
        expect((await reader.graphql(`{ BlogPost(id: ${hidden.id}) { title } }`)).errors?.[0]?.message).toBe('Not Found')
      }
      expect((await reader.get(`/cms-api/blog-posts/${draft.id}`)).status).toBe(reader === user ? 403 : 401)
    }
    const attempts = [
      'mutation { createBlogPost(data: { title: "By a user", slug: "by-a-user", content: {}, status: draft }) { id } }',
      `mutation { updateBlogPost(id: ${draft.id}, data: { title: "Mine now" }) { id } }`,
      `mutation { deleteBlogPost(id: ${draft.id}) { id } }`,
    ]
    for (const attempt of attempts) expect((await user.graphql(attempt)).errors?.[0]?.message).toMatch(/not allowed/)
    expect((await user.patch(`/cms-api/blog-posts/${draft.id}`, { title: 'Mine now' })).status).toBe(403)
    expect((await answer(client.get(`/cms-api/blog-posts/${draft.id}`))).body.title).toBe(draft.title)
  })

  it("deleting a post deletes its comments", async () => {
    const client = await admin()
    const published = (await answer(client.post('/cms-api/blog-posts', post(`Doomed ${Date.now()}`, { status: 'published' })))).body.doc
    const { client: user } = await newUser()
    const comment = (await user.graphql<{ createComment: { id: number } }>(`mutation { createComment(data: { post: ${published.id}, content: "First!" }) { id } }`)).data!.createComment
    expect(comment.id).toBeTruthy()
    expect((await client.delete(`/cms-api/blog-posts/${published.id}`)).status).toBe(200)
    expect((await client.get(`/cms-api/comments/${comment.id}`)).status).toBe(404)
  })
})
