import { beforeAll, describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'
import { lexicalText } from '../../testing/lexical'
import { documents } from '../../testing/graphqlDocs'

let publishedPost: number
let otherPost: number
let draftPost: number

const comments = (client: Client) => documents(client, 'Comment', 'id content isEdited author { id } parent { id }')

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
    expect((await comments(new Client()).create({ post: publishedPost, content: 'Hi' })).message).toMatch(/not allowed/)
  })

  it('a comment belongs to its signed-in author, whatever the body claims, and starts unedited', async () => {
    const { client, id } = await newUser()
    const { id: someoneElse } = await newUser()
    const { doc } = await comments(client).create({ post: publishedPost, content: '  Lovely track  ', author: someoneElse, isEdited: true })
    expect(doc).toMatchObject({ content: 'Lovely track', isEdited: false, author: { id } })
  })

  it('refuses blank text and a reply to a comment under another post', async () => {
    const { client } = await newUser()
    const mine = comments(client)
    expect((await mine.create({ post: publishedPost, content: '   ' })).doc).toBeNull()
    const elsewhere = (await mine.create({ post: otherPost, content: 'Over here' })).doc!
    const crossed = await mine.create({ post: publishedPost, parent: elsewhere.id, content: 'Reply' })
    expect(crossed.doc).toBeNull()
    expect(crossed.message).toContain('not on this post')
  })

  it('refuses control characters other than tabs and line breaks, and keeps those', async () => {
    const mine = comments((await newUser()).client)
    const refused = await mine.create({ post: publishedPost, content: 'c \u0001\u001b[2J' })
    expect(refused.doc).toBeNull()
    expect(refused.message).toContain('Comment text must not contain control characters')
    expect((await mine.create({ post: publishedPost, content: 'Verse one\n\tand two' })).doc).toMatchObject({ content: 'Verse one\n\tand two' })
  })

  it('only the author edits (which marks it edited); another user can neither edit nor delete', async () => {
    const author = comments((await newUser()).client)
    const other = comments((await newUser()).client)
    const comment = (await author.create({ post: publishedPost, content: 'Original' })).doc!
    expect((await other.update(comment.id, { content: 'Vandalised' })).message).toMatch(/not allowed/)
    expect((await other.delete(comment.id)).message).toMatch(/not allowed/)
    const edited = await author.update(comment.id, { content: 'Better words' })
    expect(edited.doc).toMatchObject({ content: 'Better words', isEdited: true })
  })

  it("deleting a comment deletes only its author's words: its replies move up a level, unedited", async () => {
    const author = comments((await newUser()).client)
    const replier = comments((await newUser()).client)
    const top = (await author.create({ post: publishedPost, content: 'Top' })).doc!
    const middle = (await author.create({ post: publishedPost, parent: top.id, content: 'Middle' })).doc!
    const reply = (await replier.create({ post: publishedPost, parent: middle.id, content: 'Child' })).doc!
    expect((await author.delete(middle.id)).message).toBeNull()
    expect((await comments(new Client()).read(reply.id)).doc).toMatchObject({ content: 'Child', isEdited: false, parent: { id: top.id } })
    expect((await author.delete(top.id)).message).toBeNull()
    expect((await comments(new Client()).read(reply.id)).doc).toMatchObject({ content: 'Child', parent: null })
  })

  it('comments are readable only where their post is', async () => {
    const boss = comments(await admin())
    const hidden = (await boss.create({ post: draftPost, content: 'On a draft' })).doc!
    expect((await comments(new Client()).read(hidden.id)).message).toBe('Not Found')
    expect((await boss.read(hidden.id)).doc?.content).toBe('On a draft')
  })

  it("Payload's REST is for admins: a user's comment there is refused and nothing is stored", async () => {
    const { client } = await newUser()
    expect((await client.post('/cms-api/comments', { post: publishedPost, content: 'Via REST' })).status).toBe(403)
    expect((await new Client().post('/cms-api/comments', { post: publishedPost, content: 'Via REST' })).status).toBe(401)
    const stored = await answer((await admin()).get(`/cms-api/comments?where[content][equals]=Via%20REST&limit=0`))
    expect(stored.body.totalDocs).toBe(0)
  })

  it('an article whose thread replies to more than 500 comments still shows, its replies under their parents', async () => {
    const boss = await admin()
    const post = (await answer(boss.post('/cms-api/blog-posts', { title: `Long thread ${Date.now()}`, content: lexicalText('Body'), status: 'published' }))).body.doc
    // Each replies to the one before: 502 comments, 501 of them parents, read back in one population.
    let parentId: number | null = null
    for (let n = 0; n < 502; n++) parentId = (await answer(boss.post(`/api/blog/${post.id}/comments`, { content: `Link ${n}`, parentId }))).body.id
    const thread = await new Client().graphql(`{ Comments(pagination: false, where: { post: { equals: ${post.id} } }) { docs { id parent { id } } } }`)
    expect(thread.errors).toBeUndefined()
    const docs = (thread.data as { Comments: { docs: { parent: { id: number } | null }[] } }).Comments.docs
    expect(docs.filter((comment) => comment.parent !== null)).toHaveLength(501)
    const page = await new Client().get(`/blog/${post.slug}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Link 501')
  }, 120_000)
})
