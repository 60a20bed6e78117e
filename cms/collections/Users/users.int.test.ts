import { describe, expect, it } from 'vitest'
import { TEST_ADMIN } from '../../testing/fixtures'
import { admin, answer, Client, newUser, uniqueEmail } from '../../testing/client'

describe('users collection', () => {
  it('signed-out visitors list no users; a user sees only themself', async () => {
    const list = '{ Users(limit: 100) { docs { id } } }'
    expect((await new Client().graphql(list)).errors?.[0]?.message).toMatch(/not allowed/)
    const { client, id } = await newUser()
    await newUser()
    const { data } = await client.graphql<{ Users: { docs: { id: number }[] } }>(list)
    expect(data?.Users.docs.map((u) => u.id)).toEqual([id])
  })

  it('nobody chooses their own role: a user cannot make themself admin', async () => {
    const { client, id } = await newUser()
    await client.graphql(`mutation { updateUser(id: ${id}, data: { role: admin, firstName: "Sneaky" }) { id } }`)
    const me = (await answer(client.get('/api/auth/user'))).body
    expect(me).toMatchObject({ role: 'user', firstName: 'Sneaky' })
  })

  it('a user cannot change another user', async () => {
    const { client } = await newUser()
    const { id: other } = await newUser()
    expect((await client.graphql(`mutation { updateUser(id: ${other}, data: { firstName: "Hacked" }) { id } }`)).errors?.[0]?.message).toMatch(/not allowed/)
    expect((await client.graphql(`mutation { deleteUser(id: ${other}) { id } }`)).errors?.[0]?.message).toMatch(/not allowed/)
    const stillThere = (await answer((await admin()).get(`/cms-api/users/${other}`))).body
    expect(stillThere.firstName).toBe('Test')
  })

  it('a password set through GraphQL or the admin REST meets the sign-up rule', async () => {
    const { id, email } = await newUser()
    const boss = await admin()
    for (const [password, message] of [
      ['abc', 'Password must be at least 8 characters'],
      ['          ', 'Password must not be only spaces'],
    ] as const) {
      const graphql = await boss.graphql(`mutation ($password: String!) { updateUser(id: ${id}, data: { password: $password }) { id } }`, { password })
      expect(JSON.stringify(graphql.errors)).toContain(message)
    }
    const rest = await answer(boss.post('/cms-api/users', { email: uniqueEmail('short'), password: 'abc' }))
    expect(rest.status).toBe(400)
    expect(JSON.stringify(rest.body.errors)).toContain('Password must be at least 8 characters')
    const notText = await answer(boss.patch(`/cms-api/users/${id}`, { password: 12345678 }))
    expect(notText.status).toBe(400)
    // The password is still the one the account was made with.
    expect((await new Client().post('/api/auth/login', { email, password: 'a-good-password' })).status).toBe(200)
  })

  it('a session alone does not change its own password, on any way in: the reset link does', async () => {
    const { client, id, email } = await newUser()
    const graphql = await client.graphql(`mutation { updateUser(id: ${id}, data: { password: "a-stolen-session-1", firstName: "Kept" }) { id } }`)
    expect(graphql.errors?.[0]?.message).toBe('A password is changed through "Forgot password?" on the sign-in page, which sends a link to the account\'s e-mail.')
    const rest = await answer(client.patch(`/cms-api/users/${id}`, { password: 'a-stolen-session-1' }))
    expect(rest.status).toBe(403)
    expect((await new Client().post('/api/auth/login', { email, password: 'a-stolen-session-1' })).status).toBe(401)
    expect((await new Client().post('/api/auth/login', { email, password: 'a-good-password' })).status).toBe(200)
    const kept = (await answer((await admin()).get(`/cms-api/users/${id}`))).body
    expect(kept.firstName).toBe('Test')
  })

  it("a user's write never changes their e-mail, nor tells whether another address has an account; an admin's does", async () => {
    const taken = await newUser()
    const { client, id, email } = await newUser()
    for (const address of [taken.email, uniqueEmail('moved'), 'not an address']) {
      const answered = await client.graphql(`mutation ($email: String) { updateUser(id: ${id}, data: { email: $email, firstName: "Kept" }) { email firstName } }`, { email: address })
      // The same answer whether the address is free, taken or malformed: the e-mail is left as it was.
      expect(answered.errors, address).toBeUndefined()
      expect(answered.data).toEqual({ updateUser: { email, firstName: 'Kept' } })
    }
    expect((await new Client().post('/api/auth/login', { email, password: 'a-good-password' })).status).toBe(200)
    const moved = uniqueEmail('moved')
    const byAdmin = await (await admin()).graphql(`mutation { updateUser(id: ${id}, data: { email: "${moved}" }) { email } }`)
    expect(byAdmin.data).toEqual({ updateUser: { email: moved } })
  })

  it("Payload's REST is for admins: a user's changes there are refused, even to their own account", async () => {
    const { client, id } = await newUser()
    expect((await client.patch(`/cms-api/users/${id}`, { firstName: 'Renamed' })).status).toBe(403)
    expect((await client.get('/cms-api/users')).status).toBe(403)
    expect((await new Client().get('/cms-api/users')).status).toBe(401)
    expect((await answer(client.get('/api/auth/user'))).body.firstName).toBe('Test')
  })

  it('an admin lists users without secrets and changes roles; roles are only user or admin', async () => {
    const client = await admin()
    const { id } = await newUser()
    const list = await answer(client.get('/cms-api/users?limit=100'))
    expect(list.body.totalDocs).toBeGreaterThan(1)
    expect(JSON.stringify(list.body)).not.toMatch(/"(password|hash|salt)"/)
    expect((await answer(client.patch(`/cms-api/users/${id}`, { role: 'admin' }))).body.doc.role).toBe('admin')
    expect((await client.patch(`/cms-api/users/${id}`, { role: 'superuser' })).status).toBe(400)
    expect((await answer(client.patch(`/cms-api/users/${id}`, { role: 'user' }))).body.doc.role).toBe('user')
  })

  it('the last admin cannot be demoted or deleted', async () => {
    const client = await admin()
    const others = (await answer(client.get('/cms-api/users?where[role][equals]=admin&limit=100'))).body.docs as { id: number; email: string }[]
    for (const other of others.filter((u) => u.email !== TEST_ADMIN.email)) {
      await client.patch(`/cms-api/users/${other.id}`, { role: 'user' })
    }
    const self = others.find((u) => u.email === TEST_ADMIN.email)!
    const { status, body } = await answer(client.patch(`/cms-api/users/${self.id}`, { role: 'user' }))
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('The last admin cannot be demoted')
    const deleted = await answer(client.delete(`/cms-api/users/${self.id}`))
    expect(deleted.status).toBe(400)
    expect(JSON.stringify(deleted.body)).toContain('The last admin cannot be deleted. Make another user admin first.')
  })

  it('a deleted account takes its comments and submissions with it; replies of others stay', async () => {
    const boss = await admin()
    const post = (await answer(boss.post('/api/admin/blog', { title: `Leaving ${Date.now()}`, content: '<p>Bye</p>', status: 'published' }))).body.id as number
    const leaver = await newUser('Leaver')
    const stayer = await newUser('Stayer')
    const comment = (await answer(leaver.client.post(`/api/blog/${post}/comments`, { content: 'Mine' }))).body.id as number
    const reply = (await answer(stayer.client.post(`/api/blog/${post}/comments`, { content: 'Theirs', parentId: comment }))).body.id as number
    const lyrics = 'Words that the collective may sing one day, long enough to be a real submission.'
    expect((await leaver.client.post('/api/lyric-submissions', { lyrics, terms: true })).status).toBe(201)
    expect((await boss.delete(`/cms-api/users/${leaver.id}`)).status).toBe(200)
    const thread = (await answer(new Client().get(`/api/blog/${post}/comments`))).body as { id: number; parentId: number | null }[]
    expect(thread.map(({ id, parentId }) => ({ id, parentId }))).toEqual([{ id: reply, parentId: null }])
    const left = await answer(boss.get(`/cms-api/lyric-submissions?where[user][equals]=${leaver.id}`))
    expect(left.body.totalDocs).toBe(0)
    expect((await boss.delete(`/api/admin/blog/${post}`)).status).toBe(200)
  })

  it('the author of blog posts is not deleted: a 400 that says what to do', async () => {
    const boss = await admin()
    const writer = await newUser('Writer')
    expect((await boss.patch(`/cms-api/users/${writer.id}`, { role: 'admin' })).status).toBe(200)
    const post = (await answer(writer.client.post('/api/admin/blog', { title: `Written ${Date.now()}`, content: '<p>Mine</p>' }))).body.id as number
    const refused = await answer(boss.delete(`/cms-api/users/${writer.id}`))
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('This user wrote blog posts. Delete their posts first, or keep the account.')
    expect((await writer.client.get('/api/auth/user')).status).toBe(200)
    expect((await boss.delete(`/api/admin/blog/${post}`)).status).toBe(200)
    expect((await boss.delete(`/cms-api/users/${writer.id}`)).status).toBe(200)
  })

  it('has no account lock for anyone to lift, and a signed-in user cannot call unlock', async () => {
    const { client } = await newUser()
    const { email } = await newUser()
    expect((await client.graphql(`mutation { unlockUser(email: "${email}") }`)).errors?.[0]?.message).toMatch(/Cannot query field "unlockUser"/)
    expect((await client.post('/cms-api/users/unlock', { email })).status).toBe(403)
  })
})
