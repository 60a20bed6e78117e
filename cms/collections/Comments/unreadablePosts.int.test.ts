import { describe, expect, it } from 'vitest'
import { admin, answer, newUser } from '../../testing/client'
import { lexicalText } from '../../testing/lexical'

describe('comments go only under posts the commenter may read', () => {
  it.each(['draft', 'archived'])('a user cannot comment on a %s post through GraphQL or the /api row, and learns nothing of it', async (status) => {
    const boss = await admin()
    const hidden = (await answer(boss.post('/cms-api/blog-posts', { title: `Hidden ${status} ${Date.now()}`, content: lexicalText('x'), status }))).body.doc
    const missingId = hidden.id + 100000
    const { client } = await newUser()
    const onHidden = await client.graphql(`mutation { createComment(data: { post: ${hidden.id}, content: "Found you" }) { id } }`)
    const onMissing = await client.graphql(`mutation { createComment(data: { post: ${missingId}, content: "Found you" }) { id } }`)
    expect(onHidden.data?.createComment ?? null).toBeNull()
    expect(onHidden.errors?.[0]?.message.replace(String(hidden.id), 'N')).toBe(onMissing.errors?.[0]?.message.replace(String(missingId), 'N'))
    expect((await client.post(`/api/blog/${hidden.id}/comments`, { content: 'Found you' })).status).toBe(404)
    const stored = await answer(boss.get(`/cms-api/comments?where[post][equals]=${hidden.id}&limit=0`))
    expect(stored.body.totalDocs).toBe(0)
  })

  it("a post hidden after its comments were written: its author can neither edit nor delete them, on any way in, nor learn of them by replying; an admin still can", async () => {
    const boss = await admin()
    const post = (await answer(boss.post('/cms-api/blog-posts', { title: `Soon hidden ${Date.now()}`, content: lexicalText('x'), status: 'published' }))).body.doc
    const { client } = await newUser()
    const mine = (await answer(client.post(`/api/blog/${post.id}/comments`, { content: 'Written while it was out', parentId: null }))).body as { id: number }
    const other = (await answer(boss.post('/cms-api/blog-posts', { title: `Still out ${Date.now()}`, content: lexicalText('x'), status: 'published' }))).body.doc
    expect((await boss.patch(`/cms-api/blog-posts/${post.id}`, { status: 'draft' })).status).toBe(200)

    expect((await client.put(`/api/comments/${mine.id}`, { content: 'Changed' })).status).toBe(404)
    expect((await client.delete(`/api/comments/${mine.id}`)).status).toBe(404)
    const edited = await client.graphql(`mutation { updateComment(id: ${mine.id}, data: { content: "Changed" }) { id } }`)
    const deleted = await client.graphql(`mutation { deleteComment(id: ${mine.id}) { id } }`)
    const missing = await client.graphql(`mutation { deleteComment(id: ${mine.id + 100000}) { id } }`)
    expect(edited.data?.updateComment ?? null).toBeNull()
    expect(deleted.data?.deleteComment ?? null).toBeNull()
    expect(deleted.errors?.[0]?.message).toBe(missing.errors?.[0]?.message)
    // A reply to it, under another post, is told what a reply to no comment is told.
    const reply = async (parentId: number) => answer<{ message: string }>(client.post(`/api/blog/${other.id}/comments`, { content: 'Hello?', parentId }))
    const [toHidden, toNone] = await Promise.all([reply(mine.id), reply(mine.id + 100000)])
    expect(toHidden.status).toBe(400)
    expect(toHidden.body.message.replace(String(mine.id), 'N')).toBe(toNone.body.message.replace(String(mine.id + 100000), 'N'))

    const kept = await answer(boss.get(`/cms-api/comments/${mine.id}`))
    expect(kept.body.content).toBe('Written while it was out')
    expect((await boss.graphql(`mutation { deleteComment(id: ${mine.id}) { id } }`)).errors).toBeUndefined()
  })

  it('an admin may still comment on a draft', async () => {
    const boss = await admin()
    const draft = (await answer(boss.post('/cms-api/blog-posts', { title: `Draft note ${Date.now()}`, content: lexicalText('x'), status: 'draft' }))).body.doc
    const result = await boss.graphql(`mutation { createComment(data: { post: ${draft.id}, content: "Editor's note" }) { id } }`)
    expect(result.errors).toBeUndefined()
  })
})
