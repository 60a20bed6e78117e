import crypto from 'node:crypto'
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stopServer } from '../server/spawnServer'
import { TEST_ADMIN } from '../testing/fixtures'
import { freshDatabase, type FreshDatabase } from '../testing/freshDatabase'
import { reachable, signIn, startInstance } from '../testing/servers'

/**
 * Two instances on one PostgreSQL database and one Redis (REDIS_URL): Next's cache and its
 * invalidations are shared, so a write through one instance is read through the other. Needs a
 * PostgreSQL server (DATABASE_URL) and Redis (REDIS_URL, default 127.0.0.1:6379): `.ci/run`
 * provides both; without them there is nothing to share and the file is skipped.
 */

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const PORTS = [Number(process.env.SHARED_CACHE_PORT || 3241), Number(process.env.SHARED_CACHE_PORT || 3241) + 1]

const available = Boolean(process.env.DATABASE_URL) && (await reachable(REDIS_URL))

describe.skipIf(!available)('two instances sharing Redis', () => {
  const [a, b] = PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string]
  const servers: ChildProcess[] = []
  let database: FreshDatabase

  beforeAll(async () => {
    database = await freshDatabase(process.env.DATABASE_URL)
    const env = {
      ...process.env,
      ...database.env,
      REDIS_URL,
      REDIS_KEY_PREFIX: `machine-soul-test-${crypto.randomUUID()}:`,
      PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    }
    // One after the other: the first applies the migrations and seeds, the second finds them done.
    for (const port of PORTS) servers.push((await startInstance(port, env)).server)
  }, 240_000)

  afterAll(async () => {
    await Promise.all(servers.map(stopServer))
    await database?.drop()
  }, 60_000)

  it('a page cached through one instance is a hit on the other', async () => {
    // Next stores a rendered page after answering: wait until the first instance itself hits.
    await expect.poll(async () => (await fetch(`${a}/albums`)).headers.get('x-nextjs-cache'), { timeout: 5000, interval: 50 }).toBe('HIT')
    const other = await fetch(`${b}/albums`)
    expect(other.status).toBe(200)
    expect(other.headers.get('x-nextjs-cache')).toBe('HIT')
  })

  it("an admin's write through one instance is read through the other within a second", async () => {
    const cookie = await signIn(a, TEST_ADMIN)
    const artists = (await (await fetch(`${b}/api/artists`)).json()) as { id: number }[]
    await fetch(`${b}/albums`)
    const title = `Shared ${crypto.randomUUID().slice(0, 8)}`
    const created = await fetch(`${a}/api/albums`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a, cookie },
      body: JSON.stringify({ title, artistId: artists[0]!.id }),
    })
    expect(created.status).toBe(201)
    await expect.poll(async () => (await (await fetch(`${b}/albums`)).text()).includes(title), { timeout: 1000, interval: 50 }).toBe(true)
    await expect.poll(async () => (await (await fetch(`${b}/api/albums`)).text()).includes(title), { timeout: 1000, interval: 50 }).toBe(true)
  })
})
