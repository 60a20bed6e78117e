import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'

const POST_BODY = { title: 'Not yours to write', content: '<p>Nope</p>', status: 'draft' }

/** Every admin row of SPEC §7, with a body that an admin's call would accept. */
const ROWS: [method: string, path: string, body?: Record<string, unknown>][] = [
  ['GET', '/api/admin/blog'],
  ['POST', '/api/admin/blog', POST_BODY],
  ['PUT', '/api/admin/blog/1', POST_BODY],
  ['DELETE', '/api/admin/blog/1'],
  ['GET', '/api/admin/lyric-submissions'],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/promote-user', { userId: '1', role: 'user' }],
]

const postCount = async () => (await answer<unknown[]>((await admin()).get('/api/admin/blog'))).body.length

describe('admin rows are for admins only', () => {
  it.each(ROWS)('%s %s: 401 signed out, 403 for a user, and nothing changes', async (method, path, body) => {
    const before = await postCount()
    const signedOut = await answer(new Client().request(method, path, body))
    expect(signedOut).toEqual({ status: 401, body: { message: 'Unauthorized' } })
    const { client } = await newUser()
    const user = await answer(client.request(method, path, body))
    expect(user).toEqual({ status: 403, body: { message: 'Only admins may do this.' } })
    expect(await postCount()).toBe(before)
  })
})

describe('GET /api/admin/check', () => {
  it('is 401 signed out, null for a user, and the admin for an admin', async () => {
    expect(await answer(new Client().get('/api/admin/check'))).toEqual({ status: 401, body: { message: 'Unauthorized' } })
    const { client } = await newUser()
    expect(await answer(client.get('/api/admin/check'))).toEqual({ status: 200, body: null })
    const { status, body } = await answer((await admin()).get('/api/admin/check'))
    expect(status).toBe(200)
    expect(body).toMatchObject({ isAdmin: true, user: { role: 'admin', email: 'admin@integration.test' } })
    expect(typeof body.user.id).toBe('string')
  })
})
