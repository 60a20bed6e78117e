import { beforeAll, describe, expect, it } from 'vitest'
import { admin, answer, Client, lexicalText, newUser } from '../../testing/client'

let publishedPost: number
let otherPost: number
let draftPost: number

beforeAll(async () => {
  const client = await admin()
  const create = async (title: string, status: string) =>
    (await answer(client.post('/cms-api/blog-posts', { title: `${title} ${Date.now()}`, content: lexicalText('Body'), status }))).body.doc.id as number
  publishedPost = await create('Talk about it', 'published')
  otherPost = await create('Another talk', 'published')
  draftPost = await create('Not yet', 'draft')
})

describe('comments collection', () => {
  it('signed-out visitors cannot comment', async () => {
    expect((await new Client().post('/cms-api/comments', { post: publishedPost, content: 'Hi' })).status).toBe(403)
  })

  it('a comment belongs to its signed-in author, whatever the body claims, and starts unedited', async () => {
    const { client, id } = await newUser()
    const { id: someoneElse } = await newUser()
    const { status, body } = await answer(
      client.post('/cms-api/comments', { post: publishedPost, content: '  Lovely track  ', author: someoneElse, isEdited: true }),
    )
    expect(status).toBe(201)
    expect(body.doc).toMatchObject({ content: 'Lovely track', isEdited: false })
    expect(body.doc.author.id ?? body.doc.author).toBe(id)
  })

  it('refuses blank text and a reply to a comment under another post', async () => {
    const { client } = await newUser()
    const blank = await answer(client.post('/cms-api/comments', { post: publishedPost, content: '   ' }))
    expect(blank.status).toBe(400)
    const elsewhere = (await answer(client.post('/cms-api/comments', { post: otherPost, content: 'Over here' }))).body.doc
    const crossed = await answer(client.post('/cms-api/comments', { post: publishedPost, parent: elsewhere.id, content: 'Reply' }))
    expect(crossed.status).toBe(400)
    expect(JSON.stringify(crossed.body)).toContain('not on this post')
  })

  it('only the author edits (which marks it edited); another user can neither edit nor delete', async () => {
    const author = await newUser()
    const other = await newUser()
    const comment = (await answer(author.client.post('/cms-api/comments', { post: publishedPost, content: 'Original' }))).body.doc
    expect((await other.client.patch(`/cms-api/comments/${comment.id}`, { content: 'Vandalised' })).status).toBe(403)
    expect((await other.client.delete(`/cms-api/comments/${comment.id}`)).status).toBe(403)
    const edited = await answer(author.client.patch(`/cms-api/comments/${comment.id}`, { content: 'Better words' }))
    expect(edited.status).toBe(200)
    expect(edited.body.doc).toMatchObject({ content: 'Better words', isEdited: true })
  })

  it('deleting a comment takes its replies with it', async () => {
    const author = await newUser()
    const replier = await newUser()
    const parent = (await answer(author.client.post('/cms-api/comments', { post: publishedPost, content: 'Parent' }))).body.doc
    const reply = (await answer(replier.client.post('/cms-api/comments', { post: publishedPost, parent: parent.id, content: 'Child' }))).body.doc
    expect(reply.parent.id ?? reply.parent).toBe(parent.id)
    expect((await author.client.delete(`/cms-api/comments/${parent.id}`)).status).toBe(200)
    expect((await new Client().get(`/cms-api/comments/${reply.id}`)).status).toBe(404)
  })

  it('comments are readable only where their post is', async () => {
    const client = await admin()
    const hidden = (await answer(client.post('/cms-api/comments', { post: draftPost, content: 'On a draft' }))).body.doc
    expect((await new Client().get(`/cms-api/comments/${hidden.id}`)).status).toBe(404)
    expect((await client.get(`/cms-api/comments/${hidden.id}`)).status).toBe(200)
  })
})
