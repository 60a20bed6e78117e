import crypto from 'node:crypto'
import type { ChildProcess } from 'node:child_process'
import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stopServer } from '../scripts/spawnServer'
import { SHARED_CACHE_PORT, TEST_ADMIN } from '../testing/fixtures'
import { freshDatabase, type FreshDatabase } from '../testing/freshDatabase'
import { deploymentEnv, reachable, signIn, startInstance } from '../testing/servers'

/**
 * Two instances on one PostgreSQL database and one Redis (REDIS_URL): Next's cache and its
 * invalidations are shared, so a write through one instance is read through the other. Needs a
 * PostgreSQL server (DATABASE_URL) and Redis (REDIS_URL, default 127.0.0.1:6379): `.ci/run`
 * provides both; without them there is nothing to share and the file is skipped.
 */

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const PORTS = [SHARED_CACHE_PORT, SHARED_CACHE_PORT + 1]

const available = Boolean(process.env.DATABASE_URL) && (await reachable(REDIS_URL))

describe.skipIf(!available)('two instances sharing Redis', () => {
  const [a, b] = PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string]
  const servers: ChildProcess[] = []
  const keyPrefix = `machine-soul-test-${crypto.randomUUID()}:`
  let database: FreshDatabase

  beforeAll(async () => {
    database = await freshDatabase(process.env.DATABASE_URL)
    const env = deploymentEnv(database, { REDIS_URL, REDIS_KEY_PREFIX: keyPrefix })
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

  it('keeps nothing in Redis for a made-up address: no key and no field is written for a miss, nor for a found one spelled anew', async () => {
    const redis = await createClient({ url: REDIS_URL }).connect()
    // Every key of this run, and each hash's fields (the handler keeps tags and lifetimes in hashes).
    const stored = async () => {
      const entries: string[] = []
      for await (const keys of redis.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) {
        for (const key of keys) {
          entries.push(key)
          if ((await redis.type(key)) === 'hash') entries.push(...(await redis.hKeys(key)).map((field) => `${key} ${field}`))
        }
      }
      return entries.sort()
    }
    // A demo article's slug with its n-th letter percent-encoded: the same article, another address.
    const article = 'how-we-make-an-album-in-seven-days'
    const respelled = (n: number) => `${article.slice(0, n)}%${article.charCodeAt(n).toString(16)}${article.slice(n + 1)}`
    // A round of made-up addresses of each kind; `page` is a list page past the last.
    const madeUp = async (page: number) => {
      for (const path of [`/api/blog/slug/${crypto.randomUUID()}`, `/blog/${crypto.randomUUID()}`, `/albums/${crypto.randomUUID()}`, `/blog/page/${page}`]) {
        const response = await fetch(`${a}${path}`)
        await response.arrayBuffer()
        expect(response.status, path).toBe(404)
      }
      for (const path of [`/api/blog/slug/${respelled(page)}`, `/blog/${respelled(page)}`]) {
        const response = await fetch(`${a}${path}`)
        await response.arrayBuffer()
        expect(response.status, path).toBe(200)
      }
      // Next stores a page after it has answered: give a kept miss the time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    try {
      await expect.poll(async () => (await fetch(`${a}/albums`)).headers.get('x-nextjs-cache'), { timeout: 10_000, interval: 250 }).toBe('HIT')
      // The first round stores what every such page reads that is found (the next release, the
      // blog's first page, the article); the second stores nothing at all.
      await madeUp(8)
      const before = await stored()
      await madeUp(9)
      expect(await stored()).toEqual(before)
    } finally {
      await redis.quit()
    }
  })
})
