import crypto from 'node:crypto'
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stopServer } from '../../scripts/spawnServer'
import { Client, uniqueEmail } from '../../testing/client'
import { ADMIN_COUNT_PORT as PORT } from '../../testing/fixtures'
import { freshDatabase, type FreshDatabase } from '../../testing/freshDatabase'
import { startInstance } from '../../testing/servers'

/**
 * The rules that count admins, asked by several callers at once, on a site of its own that starts
 * with no admin: bootstrap-admin makes one admin, not one per caller; two admins demoting each
 * other at once leave one of them admin; a bulk write of Payload's REST cannot remove every admin.
 */


describe('rules that count admins, under simultaneous requests', () => {
  let server: ChildProcess | undefined
  let database: FreshDatabase
  let base = ''
  /** The one admin the first test leaves. */
  let admin: Client | undefined

  const register = async () => {
    const client = new Client(base)
    const response = await client.post('/api/auth/register', { email: uniqueEmail('racer'), password: 'a-good-password', firstName: 'Racer' })
    expect(response.status).toBe(200)
    const { user } = (await response.json()) as { user: { id: string } }
    return { client, id: user.id }
  }
  const roleOf = async (client: Client) => ((await (await client.get('/api/auth/user')).json()) as { role: string }).role

  beforeAll(async () => {
    database = await freshDatabase(process.env.DATABASE_URL)
    const env: NodeJS.ProcessEnv = { ...process.env, ...database.env, PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'), SEED_DEMO_CONTENT: 'false', RATE_LIMIT_REGISTER: '100/60' }
    delete env.ADMIN_EMAIL
    delete env.ADMIN_PASSWORD
    ;({ base, server } = await startInstance(PORT, env))
  }, 240_000)

  afterAll(async () => {
    if (server) await stopServer(server)
    await database?.drop()
  }, 60_000)

  it('six users asking bootstrap-admin at once while there is none: one becomes admin', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, register))
    const answers = await Promise.all(users.map(({ client }) => client.post('/api/bootstrap-admin')))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403, 403, 403, 403, 403])
    const roles = await Promise.all(users.map(({ client }) => roleOf(client)))
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1)
    const winner = users[roles.indexOf('admin')]!

    // The last two admins demoting each other at once: one of them stays admin.
    const other = users.find((user) => user !== winner)!
    const promoted = await winner.client.post('/api/admin/promote-user', { userId: other.id, role: 'admin' })
    expect(promoted.status).toBe(200)
    const demotions = await Promise.all([
      winner.client.post('/api/admin/promote-user', { userId: other.id, role: 'user' }),
      other.client.post('/api/admin/promote-user', { userId: winner.id, role: 'user' }),
    ])
    const outcome = demotions.map((answer) => answer.status).sort()
    expect(outcome[0]).toBe(200)
    expect([400, 403]).toContain(outcome[1])
    const left = await Promise.all([winner, other].map(({ client }) => roleOf(client)))
    expect(left.filter((role) => role === 'admin')).toHaveLength(1)
    admin = [winner, other][left.indexOf('admin')]!.client
  })

  it("a bulk PATCH or DELETE of Payload's REST matching every admin is refused; one leaving an admin goes through", async () => {
    const owner = admin!
    const admins = async () => ((await (await owner.get('/cms-api/users?where[role][equals]=admin&limit=0')).json()) as { totalDocs: number }).totalDocs
    const deputies = await Promise.all([register(), register()])
    for (const { id } of deputies) expect((await owner.post('/api/admin/promote-user', { userId: id, role: 'admin' })).status).toBe(200)
    expect(await admins()).toBe(3)

    const demoteAll = await owner.patch('/cms-api/users?where[role][equals]=admin', { role: 'user' })
    expect(demoteAll.status).toBe(400)
    expect(JSON.stringify(await demoteAll.json())).toContain('The last admin cannot be demoted. Make another user admin first.')
    const deleteAll = await owner.delete('/cms-api/users?where[role][equals]=admin')
    expect(deleteAll.status).toBe(400)
    expect(JSON.stringify(await deleteAll.json())).toContain('The last admin cannot be deleted. Make another user admin first.')
    expect(await admins()).toBe(3)

    const ids = deputies.map(({ id }) => id).join(',')
    expect((await owner.patch(`/cms-api/users?where[id][in]=${ids}`, { role: 'user' })).status).toBe(200)
    expect(await admins()).toBe(1)
    expect(await roleOf(owner)).toBe('admin')

    // A promotion landing while a bulk write demotes or deletes every other admin: one stays.
    for (const bulk of ['patch', 'delete', 'patch', 'delete'] as const) {
      const [deputy, newcomer] = await Promise.all([register(), register()])
      expect((await owner.post('/api/admin/promote-user', { userId: deputy.id, role: 'admin' })).status).toBe(200)
      const everyAdmin = '/cms-api/users?where[role][equals]=admin'
      const [everyone, promoted] = await Promise.all([
        bulk === 'patch' ? owner.patch(everyAdmin, { role: 'user' }) : owner.delete(everyAdmin),
        owner.post('/api/admin/promote-user', { userId: newcomer.id, role: 'admin' }),
      ])
      expect([everyone.status, promoted.status]).toEqual([400, 200])
      expect(await roleOf(owner)).toBe('admin')
    }
  })
})
