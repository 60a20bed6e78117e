import { beforeAll, describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../testing/client'
import { lexicalText } from '../testing/lexical'

/**
 * Writes that arrive together, as double clicks, two tabs and two admins make them: each answers
 * 2xx or a 4xx that says why, never a 500, and what is stored afterwards is whole.
 */

type Comment = { id: number; parentId: number | null; content: string }

const statuses = (responses: Response[]) => responses.map((response) => response.status)
const noServerErrors = (responses: Response[]) => expect(statuses(responses).filter((status) => status >= 500)).toEqual([])

let boss: Client

async function publishedPost(): Promise<number> {
  const created = await answer(boss.post('/cms-api/blog-posts', { title: `Crowded ${crypto.randomUUID()}`, content: lexicalText('x'), status: 'published' }))
  expect(created.status).toBe(201)
  return created.body.doc.id as number
}

async function comment(client: Client, post: number, content: string, parentId: number | null = null): Promise<Comment> {
  const created = await answer<Comment>(client.post(`/api/blog/${post}/comments`, { content, parentId }))
  expect(created.status).toBe(201)
  return created.body
}

/** Every 404 among `responses` says `message`, as a request for a document that never was does. */
async function notFoundMessages(responses: Response[], message: string): Promise<void> {
  for (const response of responses.filter((each) => each.status === 404)) expect(await response.json()).toEqual({ message })
}

const thread = async (post: number) => (await answer<Comment[]>(new Client().get(`/api/blog/${post}/comments`))).body

beforeAll(async () => {
  boss = await admin()
})

describe('sessions', () => {
  it('signs one account in eight times at once: every session handed out works', async () => {
    const { email } = await newUser()
    const clients = Array.from({ length: 8 }, () => new Client())
    expect(statuses(await Promise.all(clients.map((client) => client.post('/api/auth/login', { email, password: 'a-good-password' }))))).toEqual(Array(8).fill(200))
    expect(statuses(await Promise.all(clients.map((client) => client.get('/api/auth/user'))))).toEqual(Array(8).fill(200))
  })

  it('a sign-out beside a sign-in of the same account ends its session all the same', async () => {
    const { email } = await newUser()
    for (let round = 0; round < 3; round++) {
      const leaving = new Client()
      const arriving = new Client()
      expect((await leaving.post('/api/auth/login', { email, password: 'a-good-password' })).status).toBe(200)
      const token = leaving.cookie('payload-token')!
      const [logout, login] = await Promise.all([leaving.get('/api/logout'), arriving.post('/api/auth/login', { email, password: 'a-good-password' })])
      expect([logout.status, login.status]).toEqual([303, 200])
      const stale = await fetch(`${leaving.baseURL}/api/auth/user`, { headers: { cookie: `payload-token=${token}` } })
      expect(stale.status).toBe(401)
      expect((await arriving.get('/api/auth/user')).status).toBe(200)
    }
  })
})

describe("sessions through Payload's own REST and GraphQL", () => {
  const signIn = (client: Client, email: string) => client.post('/cms-api/users/login', { email, password: 'a-good-password' })
  const roleOf = async (id: number) => (await answer(boss.get(`/cms-api/users/${id}`))).body.role as string

  it('signs one account in six times at once, by REST and GraphQL: every session handed out works', async () => {
    const { email } = await newUser()
    const clients = Array.from({ length: 6 }, () => new Client())
    const answers = await Promise.all(
      clients.map((client, index) =>
        index % 2 ? signIn(client, email) : client.post('/api/graphql', { query: `mutation { loginUser(email: "${email}", password: "a-good-password") { token } }` }),
      ),
    )
    expect(statuses(answers)).toEqual(Array(6).fill(200))
    // GraphQL answers the token; the browser's cookie is what the site reads.
    const tokens = await Promise.all(answers.map(async (response) => ((await response.json()) as { token?: string; data?: { loginUser: { token: string } } })))
    const sessions = tokens.map((body) => body.token ?? body.data!.loginUser.token)
    const checks = await Promise.all(sessions.map((token) => fetch(`${clients[0]!.baseURL}/api/auth/user`, { headers: { cookie: `payload-token=${token}` } })))
    expect(statuses(checks)).toEqual(Array(6).fill(200))
  })

  it('one GraphQL document that signs in, then refreshes and signs out, acts on the session it opened', async () => {
    const { email } = await newUser()
    const client = new Client()
    const login = `loginUser(email: "${email}", password: "a-good-password") { token }`
    const refreshed = await answer(client.post('/api/graphql', { query: `mutation { in: ${login} again: refreshTokenUser { refreshedToken } }` }))
    expect(refreshed.body.errors).toBeUndefined()
    const signedOut = await answer(client.post('/api/graphql', { query: `mutation { in: ${login} out: logoutUser }` }))
    expect(signedOut.body.errors).toBeUndefined()
    const opened = signedOut.body.data.in.token as string
    const check = await fetch(`${client.baseURL}/api/auth/user`, { headers: { cookie: `payload-token=${opened}` } })
    expect(check.status).toBe(401)
  })

  it('an admin changes a role while its owner signs in, refreshes and signs out: the role stays changed, no session comes back', async () => {
    const { client: owner, email, id } = await newUser()
    const leaving = new Client()
    expect((await signIn(leaving, email)).status).toBe(200)
    const token = leaving.cookie('payload-token')!
    const sideClients = Array.from({ length: 3 }, () => new Client())
    const answers = await Promise.all([
      boss.patch(`/cms-api/users/${id}`, { role: 'admin' }),
      leaving.post('/cms-api/users/logout'),
      owner.post('/cms-api/users/refresh-token'),
      ...sideClients.map((client) => signIn(client, email)),
    ])
    noServerErrors(answers)
    expect(statuses(answers)).toEqual(Array(6).fill(200))
    expect(await roleOf(id)).toBe('admin')
    const stale = await fetch(`${leaving.baseURL}/api/auth/user`, { headers: { cookie: `payload-token=${token}` } })
    expect(stale.status).toBe(401)
    expect(statuses(await Promise.all([owner, ...sideClients].map((client) => client.get('/api/auth/user'))))).toEqual(Array(4).fill(200))
    expect((await boss.patch(`/cms-api/users/${id}`, { role: 'user' })).status).toBe(200)
  })

  it('refreshes a session while it is signed out: no 500, and the session stays ended', async () => {
    const { email } = await newUser()
    for (let round = 0; round < 3; round++) {
      const client = new Client()
      expect((await signIn(client, email)).status).toBe(200)
      const token = client.cookie('payload-token')!
      const answers = await Promise.all([client.post('/cms-api/users/refresh-token'), client.post('/cms-api/users/logout')])
      noServerErrors(answers)
      const stale = await fetch(`${client.baseURL}/api/auth/user`, { headers: { cookie: `payload-token=${token}` } })
      expect(stale.status).toBe(401)
    }
  })

  it('signs in with the old password while an admin changes it: no session opened by the old password outlives the change', async () => {
    for (let round = 0; round < 3; round++) {
      const { email, id } = await newUser()
      const clients = Array.from({ length: 4 }, () => new Client())
      const answers = await Promise.all([boss.patch(`/cms-api/users/${id}`, { password: 'a-newer-password-1' }), ...clients.map((client) => signIn(client, email))])
      noServerErrors(answers)
      expect(answers[0]!.status).toBe(200)
      expect(statuses(await Promise.all(clients.map((client) => client.get('/api/auth/user'))))).toEqual(Array(4).fill(401))
    }
  })

  it('a bulk change of an account beside its sign-outs: no 500, and every signed-out session stays ended', async () => {
    const { email, id } = await newUser()
    for (let round = 0; round < 3; round++) {
      const leaving = Array.from({ length: 3 }, () => new Client())
      for (const client of leaving) expect((await signIn(client, email)).status).toBe(200)
      const tokens = leaving.map((client) => client.cookie('payload-token')!)
      const answers = await Promise.all([
        boss.patch(`/cms-api/users?where[id][equals]=${id}`, { firstName: `Round ${round}` }),
        ...leaving.map((client) => client.post('/cms-api/users/logout')),
      ])
      noServerErrors(answers)
      expect(statuses(answers)).toEqual(Array(4).fill(200))
      const checks = await Promise.all(tokens.map((token) => fetch(`${boss.baseURL}/api/auth/user`, { headers: { cookie: `payload-token=${token}` } })))
      expect(statuses(checks)).toEqual(Array(3).fill(401))
    }
  })

  it("signing out of an account deleted meanwhile still signs out: 303 and the cookie cleared, where Payload answers 400 'No User'", async () => {
    const { client, id } = await newUser()
    const signedIn = (await answer(client.get('/api/auth/user'))).status
    expect(signedIn).toBe(200)
    const [deleted, logout] = await Promise.all([boss.delete(`/cms-api/users/${id}`), client.get('/api/logout')])
    expect(deleted.status).toBe(200)
    expect(logout.status).toBe(303)
    expect(logout.headers.get('set-cookie')).toMatch(/payload-token=;/)
  })

  it('signs in while the account is deleted: the sign-in is refused or its session dies with the account, never a 500', async () => {
    for (let round = 0; round < 3; round++) {
      const { email, id } = await newUser()
      const client = new Client()
      const answers = await Promise.all([signIn(client, email), boss.delete(`/cms-api/users/${id}`)])
      noServerErrors(answers)
      expect(answers[1]!.status).toBe(200)
      expect((await client.get('/api/auth/user')).status).toBe(401)
    }
  })
})

describe('a thread written to from several sides', () => {
  it('deletes a post while comments are posted to it: the delete succeeds and takes every comment with it', async () => {
    const post = await publishedPost()
    const writers = await Promise.all(Array.from({ length: 4 }, () => newUser()))
    const [deleted, ...posted] = await Promise.all([
      boss.delete(`/api/admin/blog/${post}`),
      ...writers.map(({ client }) => client.post(`/api/blog/${post}/comments`, { content: 'Just in time?', parentId: null })),
    ])
    expect(deleted.status).toBe(200)
    noServerErrors(posted)
    for (const response of posted) expect([201, 400, 404]).toContain(response.status)
    const left = await answer(boss.get(`/cms-api/comments?where[post][equals]=${post}&depth=0`))
    expect(left.body.totalDocs).toBe(0)
  })

  it('edits and deletes one comment at once: no 500; the comment ends deleted', async () => {
    const post = await publishedPost()
    const author = await newUser()
    const target = await comment(author.client, post, 'Edit me')
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, (_, n) => author.client.put(`/api/comments/${target.id}`, { content: `Edit ${n}` })),
      author.client.delete(`/api/comments/${target.id}`),
    ])
    noServerErrors(responses)
    expect(responses.at(-1)!.status).toBe(200)
    for (const response of responses.slice(0, -1)) expect([200, 404]).toContain(response.status)
    expect(await thread(post)).toEqual([])
  })

  it('deletes one comment five times at once: one 200, and 404 for the rest', async () => {
    const post = await publishedPost()
    const author = await newUser()
    const target = await comment(author.client, post, 'Delete me')
    const responses = await Promise.all(Array.from({ length: 5 }, () => author.client.delete(`/api/comments/${target.id}`)))
    expect(statuses(responses).sort()).toEqual([200, 404, 404, 404, 404])
    await notFoundMessages(responses, 'Comment not found')
  })

  it('deletes one post eight times at once: one 200, and the same 404 as for a missing post for the rest', async () => {
    const post = await publishedPost()
    const responses = await Promise.all(Array.from({ length: 8 }, () => boss.delete(`/api/admin/blog/${post}`)))
    expect(statuses(responses).sort()).toEqual([200, ...Array(7).fill(404)])
    await notFoundMessages(responses, 'Blog post not found')
  })

  it('replies to a comment while it is deleted: each reply is stored under the thread or refused with a 400', async () => {
    const post = await publishedPost()
    const author = await newUser()
    const repliers = await Promise.all(Array.from({ length: 3 }, () => newUser()))
    const parent = await comment(author.client, post, 'Going away')
    const [deleted, ...replies] = await Promise.all([
      author.client.delete(`/api/comments/${parent.id}`),
      ...repliers.map(({ client }) => client.post(`/api/blog/${post}/comments`, { content: 'Wait!', parentId: parent.id })),
    ])
    expect(deleted.status).toBe(200)
    noServerErrors(replies)
    for (const response of replies) expect([201, 400]).toContain(response.status)
    const stored = await thread(post)
    expect(stored.map((row) => row.parentId)).toEqual(stored.map(() => null))
    expect(stored).toHaveLength(statuses(replies).filter((status) => status === 201).length)
  })

  it('deletes a comment, its reply and the reply to that at once: all three go, none fails', async () => {
    const post = await publishedPost()
    const author = await newUser()
    const first = await comment(author.client, post, 'One')
    const second = await comment(author.client, post, 'Two', first.id)
    const third = await comment(author.client, post, 'Three', second.id)
    const kept = await comment(author.client, post, 'Four', third.id)
    const responses = await Promise.all([first, second, third].map(({ id }) => author.client.delete(`/api/comments/${id}`)))
    expect(statuses(responses)).toEqual([200, 200, 200])
    expect(await thread(post)).toEqual([expect.objectContaining({ id: kept.id, parentId: null })])
  })

  it("deletes an account while its owner comments: the delete succeeds and leaves none of the account's comments", async () => {
    const post = await publishedPost()
    const leaving = await newUser()
    const [deleted, ...posted] = await Promise.all([
      boss.delete(`/cms-api/users/${leaving.id}`),
      ...Array.from({ length: 3 }, () => leaving.client.post(`/api/blog/${post}/comments`, { content: 'Last words', parentId: null })),
    ])
    expect(deleted.status).toBe(200)
    noServerErrors(posted)
    for (const response of posted) expect([201, 401]).toContain(response.status)
    const left = await answer(boss.get(`/cms-api/comments?where[author][equals]=${leaving.id}&depth=0`))
    expect(left.body.totalDocs).toBe(0)
  })
})

describe('the catalogue', () => {
  it('adds two albums of one title at once: both are stored, under different addresses', async () => {
    const artists = (await answer<{ id: number }[]>(new Client().get('/api/artists'))).body
    const title = `Twin Release ${crypto.randomUUID().slice(0, 8)}`
    const created = await Promise.all([0, 1].map(() => answer(boss.post('/api/albums', { title, artistId: artists[0]!.id, releaseDate: '2026-01-05' }))))
    expect(created.map((album) => album.status)).toEqual([201, 201])
    expect(new Set(created.map((album) => album.body.slug)).size).toBe(2)
  })
})
