import { beforeAll, describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'
import { lexicalText } from '../../testing/lexical'

type AuthorView = { authorName: string | null; authorProfileImage: string | null; authorEmail: string | null }

// One of the site's images: an outside address would be fetched and copied (avatar.int.test.ts).
const AVATAR = '/demo/artists/aurora-circuit.webp'

let postId: number
let commentId: number
let author: Awaited<ReturnType<typeof newUser>>

beforeAll(async () => {
  const boss = await admin()
  const post = await answer(boss.post('/cms-api/blog-posts', { title: `Author fields ${Date.now()}`, content: lexicalText('x'), status: 'published' }))
  postId = post.body.doc.id
  author = await newUser('Ada')
  expect((await boss.patch(`/cms-api/users/${author.id}`, { lastName: 'Lovelace', profileImageUrl: AVATAR })).status).toBe(200)
  const comment = await answer(author.client.post(`/api/blog/${postId}/comments`, { content: 'Signed with my name' }))
  commentId = comment.body.id
})

/** Each way in, as one viewer: the /api thread, GraphQL, Payload's REST (null where it refuses the read). */
async function views(client: Client) {
  const thread = (await answer<(AuthorView & { id: number })[]>(client.get(`/api/blog/${postId}/comments`))).body
  const graphql = await client.graphql<{ Comment: AuthorView | null }>(`{ Comment(id: ${commentId}) { authorName authorProfileImage authorEmail } }`)
  const rest = await client.get(`/cms-api/comments/${commentId}`)
  return {
    api: thread.find((comment) => comment.id === commentId),
    graphql: graphql.data?.Comment,
    rest: rest.status === 200 ? ((await rest.json()) as AuthorView) : null,
    restText: rest.status === 200 ? '' : await rest.text(),
  }
}

const shown = { authorName: 'Ada Lovelace', authorProfileImage: AVATAR }

describe("a comment's author fields", () => {
  it('show the name and avatar to everyone, and the e-mail to nobody else', async () => {
    const { client: someoneElse } = await newUser('Bea')
    for (const viewer of [new Client(), someoneElse]) {
      const seen = await views(viewer)
      expect(seen.api).toMatchObject({ ...shown, authorEmail: null })
      expect(seen.graphql).toMatchObject({ ...shown, authorEmail: null })
      // Payload's REST answers admins only; its refusal carries nothing of the comment.
      expect(seen.rest).toBeNull()
      expect(seen.restText).not.toContain(author.email)
    }
  })

  it('show the e-mail to the author, through the contract and GraphQL', async () => {
    const seen = await views(author.client)
    expect(seen.api).toMatchObject({ ...shown, authorEmail: author.email })
    expect(seen.graphql).toMatchObject({ ...shown, authorEmail: author.email })
  })

  it('show the e-mail to admins, through every way in', async () => {
    const seen = await views(await admin())
    expect(seen.api).toMatchObject({ ...shown, authorEmail: author.email })
    expect(seen.graphql).toMatchObject({ ...shown, authorEmail: author.email })
    expect(seen.rest).toMatchObject({ ...shown, authorEmail: author.email })
  })
})
