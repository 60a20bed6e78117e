import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rewrite, withManifest } from '../../testing/archives'
import { answer, Client } from '../../testing/client'
import { BACKUP_TEST_PORT, TEST_ADMIN } from '../../testing/fixtures'
import { itInEmbeddedPass, onServer } from '../../testing/freshDatabase'
import { payloadCli } from '../../testing/payloadCli'
import { reachable, startInstance } from '../../testing/servers'
import { lexicalText } from '../../testing/lexical'
import { startTestSite, type TestSite } from '../../testing/testSite'
import { legacySource, type LegacySource } from '../importLegacy/legacySource'
import { stopServer } from '../spawnServer'
import { readArchive } from './archive'
import { Progress } from './progress'

/**
 * The restore drill of issue 37, through the real commands and a real server: the demo site with
 * the original app's rows imported (import-legacy), a comment and an uploaded file is backed up
 * while twenty people write comments, then restored into a fresh embedded database and a fresh
 * PostgreSQL one, each served and read back.
 */

const POSTGRES = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const WRITERS = 20
const PASSWORD = 'a-good-password'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-backup-test-'))

async function signIn(url: string, credentials: { email: string; password: string }): Promise<Client> {
  const client = new Client(url)
  const response = await client.post('/api/auth/login', credentials)
  expect(response.status, `sign-in of ${credentials.email} at ${url}`).toBe(200)
  return client
}

async function register(url: string, name: string): Promise<{ client: Client; email: string }> {
  const client = new Client(url)
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@backup.test`
  expect((await client.post('/api/auth/register', { email, password: PASSWORD, firstName: name })).status).toBe(200)
  return { client, email }
}

/** What a visitor and an admin read of the site: the rows the restore must bring back whole. */
async function contents(url: string, post: number) {
  const boss = await signIn(url, TEST_ADMIN)
  const visitor = new Client(url)
  const legacy = (await answer(visitor.get('/api/blog/slug/legacy-html-post'))).body as { id: number }
  return {
    albums: (await answer(visitor.get('/api/albums'))).body,
    artists: (await answer(visitor.get('/api/artists'))).body,
    posts: (await answer(boss.get('/api/admin/blog'))).body,
    users: (await answer(boss.get('/api/admin/users'))).body,
    comments: (await answer(visitor.get(`/api/blog/${post}/comments`))).body as { id: number; parentId: number | null; content: string }[],
    // The imported thread, three deep, under the imported post.
    legacyComments: (await answer(visitor.get(`/api/blog/${legacy.id}/comments`))).body as { parentId: number | null; content: string }[],
    graphql: await visitor.graphql(`{ Albums(sort: "title") { docs { title slug releaseDate } } BlogPosts(sort: "slug") { docs { slug title } } }`),
  }
}

async function mediaBytes(url: string, filename: string): Promise<Buffer> {
  const boss = await signIn(url, TEST_ADMIN)
  const response = await fetch(`${url}/cms-api/media/file/${encodeURIComponent(filename)}`, { headers: boss.headers() })
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

describe('npm run payload -- backup and restore', () => {
  let site: TestSite
  let post: number
  let writer: { email: string }
  let upload: { filename: string; bytes: Buffer }
  let before: Awaited<ReturnType<typeof contents>>
  const archive = path.join(scratch, 'site.tar.gz')

  beforeAll(async () => {
    let legacy: LegacySource
    ;[site, legacy] = await Promise.all([
      // Its media folder of its own: on PostgreSQL, DATA_DIR would be the checkout's ./data, which other suites upload into.
      // Twenty people writing as fast as they can for as long as a backup takes.
      startTestSite(BACKUP_TEST_PORT, { DATA_DIR: path.join(scratch, 'site-data'), RATE_LIMIT_COMMENT: '10000/600' }),
      legacySource({}),
    ])
    try {
      const imported = await payloadCli(site.env, 'import-legacy', '--from', legacy.url)
      expect(imported.code, imported.err).toBe(0)
    } finally {
      await legacy.close()
    }
    const boss = await signIn(site.url, TEST_ADMIN)
    const created = await answer(boss.post('/cms-api/blog-posts', { title: 'Backed up', content: lexicalText('Kept safe.'), status: 'published' }))
    expect(created.status).toBe(201)
    post = created.body.doc.id as number
    const person = await register(site.url, 'writer')
    writer = person
    expect((await person.client.post(`/api/blog/${post}/comments`, { content: 'The first comment', parentId: null })).status).toBe(201)
    const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0ea5e9' } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), `kept-${crypto.randomUUID().slice(0, 8)}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A kept file' }))
    const uploaded = await fetch(`${site.url}/cms-api/media`, { method: 'POST', body: form, headers: boss.headers() })
    expect(uploaded.status).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { filename: string } }
    upload = { filename: doc.filename, bytes: await mediaBytes(site.url, doc.filename) }
  }, 180_000)

  afterAll(async () => {
    if (site) await stopServer(site.server)
    fs.rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  it('backs up while twenty people write comments: every write lands, and the archive is one consistent state', async () => {
    // Signed up one after the other: twenty password hashes at once outwait the embedded database's pool on a busy machine.
    const people: Awaited<ReturnType<typeof register>>[] = []
    for (let n = 0; n < WRITERS; n++) people.push(await register(site.url, `crowd${n}`))
    let backingUp = true
    const statuses: number[] = []
    const writes = people.map(async ({ client }, n) => {
      let parentId: number | null = null
      for (let i = 0; backingUp || i < 2; i++) {
        const response = await client.post(`/api/blog/${post}/comments`, { content: `Writer ${n}, comment ${i}`, parentId })
        statuses.push(response.status)
        // Every other comment answers the previous one: the archive must hold each reply's parent.
        parentId = response.status === 201 && i % 2 === 0 ? ((await response.json()) as { id: number }).id : null
      }
    })
    const backup = await payloadCli(site.env, 'backup', '--to', archive)
    backingUp = false
    await Promise.all(writes)
    expect(backup.code, backup.err).toBe(0)
    expect(backup.out).toMatch(/^Backup written to .*site\.tar\.gz/m)
    expect(statuses.length).toBeGreaterThanOrEqual(WRITERS * 2)
    expect(statuses.filter((status) => status !== 201)).toEqual([])

    const { manifest } = await readArchive(archive, fs.mkdtempSync(path.join(scratch, 'look-')), ['media', 'avatars'], new Progress())
    expect(manifest.database.collections).toMatchObject({ users: expect.any(Number), albums: expect.any(Number), media: 1 })
    expect(manifest.media.files).toBe(1)
    before = await contents(site.url, post)
    // The imported rows are part of what must come back.
    expect(before.albums.map((album: { title: string }) => album.title)).toContain('Legacy Grid')
    expect(before.users.filter((user: { email: string }) => user.email.endsWith('@legacy.test')).length).toBeGreaterThan(3)
    expect(before.legacyComments.map((comment) => comment.content)).toContain('Third level')
    // Written during the backup, some comments are in the archive and the rest came after it.
    expect(manifest.database.collections.comments).toBeGreaterThan(1)
  }, 180_000)

  /** Over a restored database: a second restore is refused, and so is --replace where its safety backup cannot go. */
  async function expectRefusedOver(target: Record<string, string | undefined>) {
    const again = await payloadCli(target, 'restore', '--from', archive)
    expect(again.code).toBe(1)
    expect(again.err.trim()).toMatch(/is not empty \(\d+ tables\): restore into an empty database, or add --replace, which backs it up first\. Nothing was changed\.$/)
    // Where the backup of what is there would go is a file: nothing is replaced.
    const notAFolder = path.join(scratch, `not-a-folder-${crypto.randomUUID()}`)
    fs.writeFileSync(notAFolder, '')
    const blocked = await payloadCli({ ...target, BACKUP_DIR: notAFolder }, 'restore', '--from', archive, '--replace')
    expect(blocked.code).toBe(1)
    expect(blocked.err.trim()).toMatch(/The backups folder .+ \(BACKUP_DIR\) cannot hold the backup of what would be replaced \(EEXIST\)\. Nothing was changed\.$/)
  }

  // The refusals are the same code on either kind of database: checked over one target, they spare two starts of the CLI.
  type Restore = { served?: Record<string, string>; whileServed?: () => Promise<void>; refusals?: boolean }

  async function restoreAndRead(target: Record<string, string | undefined>, { served = {}, whileServed, refusals = false }: Restore = {}) {
    const restored = await payloadCli(target, 'restore', '--from', archive)
    expect(restored.code, restored.err).toBe(0)
    expect(restored.out).toMatch(/^Restored .* rows and checksums checked\./m)
    if (refusals) await expectRefusedOver(target)
    // With --replace it goes over what is there (the same archive here), having backed that up.
    const replaced = await payloadCli(target, 'restore', '--from', archive, '--replace')
    expect(replaced.code, replaced.err).toBe(0)
    const safety = /^What it replaced was backed up first to (.+\.tar\.gz)\.$/m.exec(replaced.out)?.[1]
    expect(safety && fs.existsSync(safety), replaced.out).toBe(true)
    // Only the restored database: the suite's own DATABASE_URL (a server's maintenance database) must not leak in.
    const { DATABASE_URL: _server, DATA_DIR: _dir, ...rest } = process.env
    const env = { ...rest, ...target, ...served, PAYLOAD_SECRET: 'restored-site', TRUSTED_PROXY_COUNT: '1', REDIS_KEY_PREFIX: `machine-soul-restored-${crypto.randomUUID()}:` }
    const { base, server } = await startInstance(BACKUP_TEST_PORT + 1, env)
    try {
      const after = await contents(base, post)
      const bytes = await mediaBytes(base, upload.filename)
      await signIn(base, { email: writer.email, password: PASSWORD })
      // The pages read the restored rows too.
      const page = await fetch(`${base}/blog`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('Backed up')
      await whileServed?.()
      return { after, bytes }
    } finally {
      await stopServer(server)
    }
  }

  function expectSameSite(after: Awaited<ReturnType<typeof contents>>, bytes: Buffer) {
    expect(after.albums).toEqual(before.albums)
    expect(after.artists).toEqual(before.artists)
    expect(after.posts).toEqual(before.posts)
    expect(after.graphql).toEqual(before.graphql)
    expect(after.legacyComments).toEqual(before.legacyComments)
    expect(after.users.map((user: { email: string }) => user.email).sort()).toEqual(before.users.map((user: { email: string }) => user.email).sort())
    // Every restored comment is one the site had, with its parent restored too.
    const ids = new Set(after.comments.map((comment) => comment.id))
    expect(after.comments.every((comment) => comment.parentId === null || ids.has(comment.parentId))).toBe(true)
    const had = new Map(before.comments.map((comment) => [comment.id, comment.content]))
    expect(after.comments.every((comment) => had.get(comment.id) === comment.content)).toBe(true)
    expect(after.comments.some((comment) => comment.content === 'The first comment')).toBe(true)
    expect(bytes.equals(upload.bytes)).toBe(true)
  }

  it('restores into a fresh embedded database, and again over it with --replace: the same rows and media bytes, and people sign in with their passwords; its scheduled backups keep the newest BACKUP_KEEP', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'embedded-'))
    const backups = path.join(dir, 'scheduled')
    // A backup every two seconds, looked for every second, the newest two kept.
    const schedule = { JOBS_CRON: '* * * * * *', BACKUP_CRON: '*/2 * * * * *', BACKUP_KEEP: '2', BACKUP_DIR: backups }
    const seen = new Set<string>()
    const keepsNewest = async () => {
      const list = () => (fs.existsSync(backups) ? fs.readdirSync(backups).filter((name) => name.endsWith('.tar.gz')) : [])
      // Until three periods' backups were seen and the oldest beyond two went (a moment may show three).
      let kept: string[] = []
      for (let wait = 0; wait < 120 && !(seen.size >= 3 && kept.length <= 2); wait++) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        kept = list().sort()
        for (const name of kept) seen.add(name)
      }
      expect(seen.size).toBeGreaterThanOrEqual(3)
      expect(kept.length).toBeLessThanOrEqual(2)
      expect(kept).not.toContain([...seen].sort()[0])
      const newest = await readArchive(path.join(backups, kept.at(-1)!), fs.mkdtempSync(path.join(scratch, 'scheduled-')), ['media', 'avatars'], new Progress())
      expect(newest.manifest.database.collections.comments).toBeGreaterThan(1)
      expect(newest.media.map((file) => file.filename)).toContain(upload.filename)
    }
    const { after, bytes } = await restoreAndRead({ DATA_DIR: dir }, { served: schedule, whileServed: keepsNewest, refusals: true })
    expectSameSite(after, bytes)
  }, 240_000)

  it('restores into a fresh PostgreSQL database, and again over it with --replace: the same rows and media bytes, and people sign in with their passwords', async ({ skip }) => {
    if (!(await reachable(POSTGRES, 5432))) skip('no PostgreSQL server on this machine')
    const prefix = (process.env.TEST_DATABASE_PREFIX || 'machine_soul_test').replace(/[^a-z0-9_]/gi, '')
    const name = `${prefix}_restore_${Date.now()}_${process.pid}`
    await onServer(POSTGRES, (client) => client.query(`CREATE DATABASE "${name}"`))
    try {
      const url = new URL(POSTGRES)
      url.pathname = `/${name}`
      const { after, bytes } = await restoreAndRead({ DATABASE_URL: url.toString(), DATA_DIR: fs.mkdtempSync(path.join(scratch, 'postgres-media-')) })
      expectSameSite(after, bytes)
    } finally {
      await onServer(POSTGRES, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
    }
  }, 240_000)

  itInEmbeddedPass('refuses a truncated, damaged, foreign or newer archive, or one reaching outside the media folder, with one line, changing nothing', async () => {
    const hostile = (name: string) => path.join(scratch, `${name}.tar.gz`)
    fs.writeFileSync(hostile('truncated'), fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size / 2)))
    await rewrite(archive, hostile('checksum'), (entries) => entries.map((entry) => (entry.name === 'database.sql' ? { ...entry, body: Buffer.from(entry.body.toString().replace('The first comment', 'The first commenT')) } : entry)))
    await rewrite(archive, hostile('outside'), (entries) => {
      const evil = Buffer.from('not a picture')
      const sha256 = crypto.createHash('sha256').update(evil).digest('hex')
      return [...withManifest((manifest) => manifest.parts.push({ path: 'media/media/../../evil.sh', bytes: evil.length, sha256 }))(entries), { name: 'media/media/../../evil.sh', body: evil }]
    })
    await rewrite(archive, hostile('newer'), withManifest((manifest) => (manifest.app.version = '99.0.0')))
    await rewrite(archive, hostile('other-app'), withManifest((manifest) => (manifest.app.name = 'ghost')))
    await rewrite(archive, hostile('foreign'), () => [{ name: 'README.md', body: Buffer.from('# another project') }])

    const expected: Record<string, RegExp> = {
      truncated: /: it is truncated or damaged \(unexpected end of file\)\. Nothing was changed\.$/,
      checksum: /: database\.sql does not match its checksum: the archive is damaged\. Nothing was changed\.$/,
      outside: /: it holds a path outside the media folders: "media\/media\/\.\.\/\.\.\/evil\.sh"\. Nothing was changed\.$/,
      newer: /: it was made by version 99\.0\.0 of the site, newer than this one \(0\.1\.0\): restore it with that version or a later one\. Nothing was changed\.$/,
      'other-app': /: it is a backup of another app \("ghost"\), not of machine-soul\. Nothing was changed\.$/,
      foreign: /: it is not a Machine Soul backup \(its first entry is not manifest\.json\)\. Nothing was changed\.$/,
    }
    const runs = await Promise.all(
      Object.keys(expected).map(async (name) => {
        const dir = fs.mkdtempSync(path.join(scratch, `target-${name}-`))
        return { name, dir, run: await payloadCli({ DATA_DIR: dir }, 'restore', '--from', hostile(name)) }
      }),
    )
    for (const { name, dir, run } of runs) {
      expect(run.code, `${name}: ${run.err}`).toBe(1)
      expect(run.err.trim().split('\n'), name).toHaveLength(1)
      expect(run.err.trim(), name).toMatch(expected[name]!)
      expect(fs.readdirSync(dir), name).toEqual([])
    }
    expect(fs.existsSync(path.join(scratch, 'evil.sh'))).toBe(false)
    const usage = await payloadCli({}, 'restore', 'from', archive)
    expect(usage.code).toBe(2)
  }, 180_000)
})
