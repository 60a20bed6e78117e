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

  it('an admin may still comment on a draft', async () => {
    const boss = await admin()
    const draft = (await answer(boss.post('/cms-api/blog-posts', { title: `Draft note ${Date.now()}`, content: lexicalText('x'), status: 'draft' }))).body.doc
    const result = await boss.graphql(`mutation { createComment(data: { post: ${draft.id}, content: "Editor's note" }) { id } }`)
    expect(result.errors).toBeUndefined()
  })
})
