import { beforeAll, describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'
import { lexicalText } from '../../testing/lexical'

type ApiComment = {
  id: number
  blogPostId: number
  authorId: string
  parentId: number | null
  content: string
  isEdited: boolean
  authorName: string
  authorEmail: string | null
  authorProfileImage: string | null
}

let postId: number
let draftId: number

beforeAll(async () => {
  const client = await admin()
  const create = async (status: string) =>
    (await answer(client.post('/cms-api/blog-posts', { title: `Thread ${status} ${Date.now()}`, content: lexicalText('x'), status }))).body.doc.id
  postId = await create('published')
  draftId = await create('draft')
})

describe('comment rows', () => {
  it('signed out: reading works, posting is a 401 with a message', async () => {
    expect((await new Client().get(`/api/blog/${postId}/comments`)).status).toBe(200)
    const response = await answer(new Client().post(`/api/blog/${postId}/comments`, { content: 'Hello' }))
    expect(response.status).toBe(401)
    expect(response.body.message).toBe('Unauthorized')
  })

  it('posts a trimmed comment and a reply; the thread carries parentId and the author fields', async () => {
    const { client, id } = await newUser('Ada')
    const created = await answer<ApiComment>(client.post(`/api/blog/${postId}/comments`, { content: '  Great post  ', parentId: null }))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ blogPostId: postId, authorId: String(id), parentId: null, content: 'Great post', isEdited: false, authorName: 'Ada' })
    expect(created.body.authorEmail).toMatch(/@integration\.test$/)

    const other = await newUser('Bea')
    const reply = await answer<ApiComment>(other.client.post(`/api/blog/${postId}/comments`, { content: 'Agreed', parentId: created.body.id }))
    expect(reply.status).toBe(201)
    expect(reply.body.parentId).toBe(created.body.id)

    const thread = (await answer<ApiComment[]>(new Client().get(`/api/blog/${postId}/comments`))).body
    expect(thread.map((c) => c.id)).toEqual(expect.arrayContaining([created.body.id, reply.body.id]))
    expect(thread.find((c) => c.id === reply.body.id)).toMatchObject({ parentId: created.body.id, authorName: 'Bea', authorEmail: null })
  })

  it.each([
    [{ content: '   ' }, 'Comment text is required'],
    // Text that shows nothing: the Braille blank, a direction override, accents on nothing.
    [{ content: '\u2800\u202E\u0301\u00AD' }, 'Comment text is required'],
    [{}, 'Comment text is required'],
    [{ content: 'x', parentId: 'abc' }, 'parentId'],
    [{ content: 'x', parentId: 2147483648 }, 'parentId must be the id of a comment, or null'],
  ])('refuses %j with 400, storing nothing', async (body, message) => {
    const { client } = await newUser()
    const before = (await answer<ApiComment[]>(client.get(`/api/blog/${postId}/comments`))).body.length
    const response = await answer(client.post(`/api/blog/${postId}/comments`, body))
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(message)
    expect((await answer<ApiComment[]>(client.get(`/api/blog/${postId}/comments`))).body.length).toBe(before)
  })

  it('404s for a missing post, a draft post, or a reply to a comment that does not exist', async () => {
    const { client } = await newUser()
    expect((await client.post('/api/blog/999999/comments', { content: 'x' })).status).toBe(404)
    expect((await client.post(`/api/blog/${draftId}/comments`, { content: 'x' })).status).toBe(404)
    expect((await new Client().get(`/api/blog/${draftId}/comments`)).status).toBe(404)
    const ghostParent = await answer(client.post(`/api/blog/${postId}/comments`, { content: 'x', parentId: 999999 }))
    expect(ghostParent.status).toBe(400)
  })

  it('only the author edits (marking it edited) and deletes; others get 403, signed out 401', async () => {
    const author = await newUser()
    const other = await newUser()
    const comment = (await answer<ApiComment>(author.client.post(`/api/blog/${postId}/comments`, { content: 'Mine' }))).body
    expect((await other.client.put(`/api/comments/${comment.id}`, { content: 'Theirs' })).status).toBe(403)
    expect((await new Client().put(`/api/comments/${comment.id}`, { content: 'Anon' })).status).toBe(401)
    expect((await other.client.delete(`/api/comments/${comment.id}`)).status).toBe(403)
    expect((await author.client.put(`/api/comments/${comment.id}`, { content: '  ' })).status).toBe(400)

    const edited = await answer<ApiComment>(author.client.put(`/api/comments/${comment.id}`, { content: ' Mine, edited ' }))
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ content: 'Mine, edited', isEdited: true })

    expect((await author.client.delete(`/api/comments/${comment.id}`)).status).toBe(200)
    expect((await author.client.delete(`/api/comments/${comment.id}`)).status).toBe(404)
    expect((await author.client.put('/api/comments/abc', { content: 'x' })).status).toBe(404)
    // Signed out, whether a comment exists is not told: both are a 401.
    for (const id of [comment.id, '99999']) expect((await new Client().delete(`/api/comments/${id}`)).status).toBe(401)
  })

  it('a comment under a post taken back to draft is as missing as one never written, until the post returns', async () => {
    const boss = await admin()
    const post = (await answer(boss.post('/cms-api/blog-posts', { title: `Withdrawn ${Date.now()}`, content: lexicalText('x'), status: 'published' }))).body.doc.id
    const author = await newUser()
    const other = await newUser()
    const comment = (await answer<ApiComment>(author.client.post(`/api/blog/${post}/comments`, { content: 'Before the withdrawal' }))).body
    expect((await boss.patch(`/cms-api/blog-posts/${post}`, { status: 'draft' })).status).toBe(200)
    for (const client of [author.client, other.client]) {
      const edit = await answer(client.put(`/api/comments/${comment.id}`, { content: 'Hidden?' }))
      expect(edit).toMatchObject({ status: 404, body: { message: 'Comment not found' } })
      expect((await client.delete(`/api/comments/${comment.id}`)).status).toBe(404)
    }
    expect((await boss.patch(`/cms-api/blog-posts/${post}`, { status: 'published' })).status).toBe(200)
    const thread = (await answer<ApiComment[]>(new Client().get(`/api/blog/${post}/comments`))).body
    expect(thread.map((row) => row.content)).toEqual(['Before the withdrawal'])
  })
})
