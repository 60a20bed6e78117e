import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../cache/tags'
import { TEST_ADMIN } from '../../testing/fixtures'
import { admin, answer, type Client, newUser } from '../../testing/client'

type ContractUser = { id: string; email: string; firstName: string | null; role: string; createdAt: string }

const CONTRACT_KEYS = ['createdAt', 'email', 'firstName', 'id', 'lastName', 'profileImageUrl', 'role', 'updatedAt']

const listUsers = async () => (await answer<ContractUser[]>((await admin()).get('/api/admin/users'))).body
const roleOf = async (id: number) => (await listUsers()).find((user) => user.id === String(id))!.role

describe('GET /api/admin/users', () => {
  it('lists every user in the contract shape, newest first, without secrets', async () => {
    const { id, email } = await newUser('Lin')
    const { status, body } = await answer<ContractUser[]>((await admin()).get('/api/admin/users'))
    expect(status).toBe(200)
    expect(body[0]).toMatchObject({ id: String(id), email, firstName: 'Lin', role: 'user' })
    for (const user of body) expect(Object.keys(user).sort()).toEqual(CONTRACT_KEYS)
    expect(body.some((user) => user.email === TEST_ADMIN.email)).toBe(true)
    const created = body.map((user) => user.createdAt)
    expect([...created].sort().reverse()).toEqual(created)
  })
})

describe('POST /api/admin/promote-user', () => {
  it('promotes and demotes a user, taking the id as text or a number', async () => {
    const client = await admin()
    const { id, client: promoted } = await newUser()
    const up = await answer<ContractUser>(client.post('/api/admin/promote-user', { userId: String(id), role: 'admin' }))
    expect(up.status).toBe(200)
    expect(up.body).toMatchObject({ id: String(id), role: 'admin' })
    expect((await answer(promoted.get('/api/admin/check'))).body).toMatchObject({ isAdmin: true })
    const down = await answer<ContractUser>(client.post('/api/admin/promote-user', { userId: id, role: 'user' }))
    expect(down.body).toMatchObject({ id: String(id), role: 'user' })
    expect((await answer(promoted.get('/api/admin/check'))).body).toBeNull()
  })

  it.each([
    [{ role: 'superuser' }, 'Role must be user or admin'],
    [{ role: undefined }, 'Role must be user or admin'],
    [{ userId: 'abc' }, 'userId must be the id of a user'],
    [{ userId: -4 }, 'userId must be the id of a user'],
    [{ userId: 2147483648 }, 'userId must be the id of a user'],
    [{ userId: '99999999999999999999' }, 'userId must be the id of a user'],
    [{ userId: undefined }, 'userId must be the id of a user'],
  ])('%j is a 400 with a message, and the role stays', async (extra, message) => {
    const { id } = await newUser()
    const response = await answer((await admin()).post('/api/admin/promote-user', { userId: String(id), role: 'admin', ...extra }))
    expect(response).toEqual({ status: 400, body: { message } })
    expect(await roleOf(id)).toBe('user')
  })

  it('is a 404 for an unknown user', async () => {
    const response = await answer((await admin()).post('/api/admin/promote-user', { userId: '999999', role: 'admin' }))
    expect(response).toEqual({ status: 404, body: { message: 'User not found' } })
  })

  it('refuses to demote the last admin with the collection’s message', async () => {
    const client = await admin()
    // Leave the test server's admin as the only one (other admins come and go in other tests).
    for (const other of (await listUsers()).filter((user) => user.role === 'admin' && user.email !== TEST_ADMIN.email)) {
      expect((await client.post('/api/admin/promote-user', { userId: other.id, role: 'user' })).status).toBe(200)
    }
    const self = (await listUsers()).find((user) => user.email === TEST_ADMIN.email)!
    const { status, body } = await answer(client.post('/api/admin/promote-user', { userId: self.id, role: 'user' }))
    expect(status).toBe(400)
    expect(body.message).toBe('Role: The last admin cannot be demoted. Make another user admin first.')
    expect((await answer(client.get('/api/admin/check'))).body).toMatchObject({ isAdmin: true })
  })
})

describe('the admin for a session signed before its role changed', () => {
  /** Where /admin sends `client`: a path on this site, or null when it is let in. */
  async function adminSends(client: Client): Promise<string | null> {
    const response = await client.get('/admin')
    await response.body?.cancel()
    if (response.status === 200) return null
    expect(response.status).toBe(307)
    return new URL(response.headers.get('location')!, client.baseURL).pathname
  }

  it('redirects a signed-in non-admin to /albums, and lets them in once GET /api/auth/user has signed them afresh as admin', async () => {
    const { client, id } = await newUser('Promoted')
    const others = await admin()
    expect(await adminSends(client)).toBe('/albums')

    await answer(others.post('/api/admin/promote-user', { userId: String(id), role: 'admin' }))
    const signedAsUser = client.cookie(SESSION_COOKIE)
    expect(await adminSends(client)).toBe('/albums')
    expect((await client.get('/api/auth/user')).headers.getSetCookie().join()).toContain(`${SESSION_COOKIE}=`)
    expect(client.cookie(SESSION_COOKIE)).not.toBe(signedAsUser)
    expect(await adminSends(client)).toBeNull()
    // Signed as what they are: the next ask signs nothing.
    expect((await client.get('/api/auth/user')).headers.getSetCookie()).toEqual([])

    await answer(others.post('/api/admin/promote-user', { userId: String(id), role: 'user' }))
    await client.get('/api/auth/user')
    expect(await adminSends(client)).toBe('/albums')
  })
})
