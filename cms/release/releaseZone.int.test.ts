import crypto from 'node:crypto'
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stopServer } from '../scripts/spawnServer'
import { RELEASE_ZONE_PORT as PORT, TEST_ADMIN } from '../testing/fixtures'
import { freshDatabase, type FreshDatabase } from '../testing/freshDatabase'
import { signIn, startInstance } from '../testing/servers'

/**
 * An instance of a collective east of UTC (RELEASE_TIMEZONE=Asia/Tokyo, UTC+9 all year): a bare
 * day sent through the /api contract means 00:00 of it in Tokyo, and the pages show that day.
 */

const base = `http://127.0.0.1:${PORT}`

describe('a collective in another time zone', () => {
  let server: ChildProcess | undefined
  let database: FreshDatabase
  let cookie = ''

  const send = async (path: string, body: unknown) => {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    })
    expect(response.status, await response.clone().text()).toBe(201)
    return (await response.json()) as Record<string, unknown>
  }

  beforeAll(async () => {
    database = await freshDatabase(process.env.DATABASE_URL)
    const env = {
      ...process.env,
      ...database.env,
      RELEASE_TIMEZONE: 'Asia/Tokyo',
      PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    }
    server = (await startInstance(PORT, env)).server
    cookie = await signIn(base, TEST_ADMIN)
  }, 240_000)

  afterAll(async () => {
    if (server) await stopServer(server)
    await database?.drop()
  }, 60_000)

  it("releases an album sent with a bare day at 00:00 of it in the collective's zone, and shows that day", async () => {
    const artists = (await (await fetch(`${base}/api/artists`)).json()) as { id: number }[]
    const album = await send('/api/albums', { title: 'Tokyo Monday', artistId: artists[0]!.id, releaseDate: '2026-11-02' })
    expect(album.releaseDate).toBe('2026-11-01T15:00:00.000Z')
    const page = await (await fetch(`${base}/albums/${String(album.slug)}`)).text()
    expect(page).toContain('<time dateTime="2026-11-02">November 2, 2026</time>')
    expect(page).toContain('<meta name="ms-release-zone" content="Asia/Tokyo"/>')
  })

  it('publishes a post sent with a bare day at 00:00 of it there too', async () => {
    const post = await send('/api/admin/blog', { title: 'Tokyo Notes', content: 'Hello from Tokyo', status: 'published', publishedAt: '2026-11-02' })
    expect(post.publishedAt).toBe('2026-11-01T15:00:00.000Z')
    const page = await (await fetch(`${base}/blog/${String(post.slug)}`)).text()
    expect(page).toContain('Monday, November 2, 2026')
  })
})
