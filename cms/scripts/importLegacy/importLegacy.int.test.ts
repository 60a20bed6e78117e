import { spawn } from 'node:child_process'
import { stopServer } from '../spawnServer'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, Client } from '../../testing/client'
import { IMPORT_TEST_PORT, TEST_ADMIN } from '../../testing/fixtures'
import { resetLinkIn, waitForMail } from '../../testing/mailbox'
import { waitForServer } from '../../testing/waitForServer'
import { itInEmbeddedPass } from '../../testing/freshDatabase'
import { legacySource, type LegacySource } from './legacySource'

// Enough for the comments to take several of the import's transactions (200 rows each); the volume
// itself is npm run bench:import's (10,000 rows).
const EXTRA_COMMENTS = 500

type Site = { url: string; mailbox: string; env: NodeJS.ProcessEnv; recentLog: () => string; stop: () => Promise<void> }

/** How many of the server's last output lines a failed request is reported with. */
const LOG_LINES_KEPT = 80

/**
 * The built site on a database of its own, with demo content and an admin, as `npm start` would
 * run it: the imports write into it while it runs, and no other test file reads what they wrote.
 */
async function startSite(): Promise<Site> {
  const mailbox = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-import-mail-'))
  const databaseFile = `${mailbox}.database.json`
  const url = `http://127.0.0.1:${IMPORT_TEST_PORT}`
  // One deployment's settings, which the server and the command share: its secret and address
  // (where the command finds the server to expire its cache) and, with REDIS_URL, one cache prefix.
  const shared = {
    REDIS_KEY_PREFIX: `machine-soul-import-test-${crypto.randomUUID()}:`,
    PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
    SITE_URL: url,
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'cms/scripts/serve-test.ts'], {
    env: {
      ...process.env,
      ...shared,
      PORT: String(IMPORT_TEST_PORT),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      TEST_MAILBOX: mailbox,
      TEST_DATABASE_FILE: databaseFile,
      TRUSTED_PROXY_COUNT: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Shown as it comes, and its end kept: a request that fails is reported with the server's own words.
  const log: string[] = []
  const keep = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
    out.write(chunk)
    log.push(...chunk.toString().split('\n'))
    log.splice(0, Math.max(0, log.length - LOG_LINES_KEPT))
  }
  server.stdout!.on('data', keep(process.stdout))
  server.stderr!.on('data', keep(process.stderr))
  await waitForServer(url, server)
  const database = JSON.parse(fs.readFileSync(databaseFile, 'utf8')) as NodeJS.ProcessEnv
  return {
    url,
    mailbox,
    env: { ...database, ...shared },
    recentLog: () => log.join('\n'),
    stop: async () => {
      await stopServer(server)
      fs.rmSync(mailbox, { recursive: true, force: true })
      fs.rmSync(databaseFile, { force: true })
    },
  }
}

let site: Site

/** The titles the header's search box suggests for `q`, as a visitor gets them. */
const suggested = async (q: string) =>
  (await answer<{ suggestions: { title: string }[] }>(new Client(site.url).get(`/api/search/suggest?q=${encodeURIComponent(q)}`))).body.suggestions.map((hit) => hit.title)

/** Expects `status` of a request, and says otherwise with its answer and the server's last lines. */
async function expectStatus(response: Response, status: number): Promise<void> {
  if (response.status === status) return
  expect(response.status, `${await response.text()}\n--- the server's last lines ---\n${site.recentLog()}`).toBe(status)
}

async function admin(): Promise<Client> {
  const client = new Client(site.url)
  await expectStatus(await client.post('/api/auth/login', TEST_ADMIN), 200)
  return client
}

type Run = { code: number | null; out: string; err: string; counts: Record<string, number[]> }

/**
 * The report of a second run over the same rows: each row the first run wrote is now unchanged,
 * but for the `revised` rows of each table (changed in the old database since), which are updated.
 */
function countsOfRerun(counts: Run['counts'], revised: Record<string, number>): Run['counts'] {
  return Object.fromEntries(
    Object.entries(counts).map(([table, [read = 0, created = 0, updated = 0, unchanged = 0, skipped = 0]]) => {
      const changed = revised[table] ?? 0
      return [table, [read, 0, changed, created + updated + unchanged - changed, skipped]]
    }),
  )
}

/** `npm run payload -- import-legacy …` on the site's database, while the site runs on it. */
const importLegacy = (...args: string[]) => importLegacyOn({}, ...args)

/** The same, with the database settings of `target` in place of the site's. */
function importLegacyOn(target: Record<string, string | undefined>, ...args: string[]): Promise<Run> {
  const child = spawn(process.execPath, ['node_modules/payload/bin.js', 'import-legacy', ...args], {
    env: {
      ...process.env,
      ...site.env,
      ...target,
      PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
      NODE_OPTIONS: '--conditions=production',
    },
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      const counts: Record<string, number[]> = {}
      for (const [, table, numbers] of (out + err).matchAll(/^(\w+)\s+((?:\d+\s+){4}\d+)$/gm)) counts[table!] = numbers!.trim().split(/\s+/).map(Number)
      resolve({ code, out, err, counts })
    }),
  )
}

describe('npm run payload -- import-legacy', () => {
  let source: LegacySource
  let empty: LegacySource
  let first: Run
  beforeAll(async () => {
    ;[site, source, empty] = await Promise.all([startSite(), legacySource({ extraComments: EXTRA_COMMENTS, existingEmail: TEST_ADMIN.email }), legacySource()])
  }, 240_000)
  afterAll(async () => {
    await site?.stop()
    await source?.close()
    await empty?.close()
  }, 60_000)

  // The old database takes one connection at a time: each change is made and let go before the run.
  const onSource = async (query: string, values: unknown[] = []) => {
    const legacy = new pg.Client({ connectionString: source.url })
    await legacy.connect()
    await legacy.query(query, values).finally(() => legacy.end())
  }

  itInEmbeddedPass('refuses an unreachable source and a database that is not the legacy one, with a message and a non-zero status', async () => {
    // At once: none of them writes, and each spends most of its time starting the CLI.
    const [unreachable, notLegacy, usage] = await Promise.all([importLegacy('--from', 'postgres://postgres@127.0.0.1:1/nothing'), importLegacy('--from', empty.url), importLegacy()])
    expect(unreachable.code).toBe(1)
    expect(unreachable.err).toMatch(/Cannot reach the source database/)
    expect(notLegacy.code).toBe(1)
    expect(notLegacy.err).toMatch(/not the original app's database/)
    expect(usage.code).toBe(2)
    expect(usage.err).toMatch(/--from is required/)
  }, 120_000)

  itInEmbeddedPass("says in one line that this site's database cannot take the import, and creates or sets up none", async () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'import-target-'))
    try {
      // One after the other: both read the source first, and the embedded pass's PGlite source serves one connection at a time.
      const unreachable = await importLegacyOn({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing' }, '--from', source.url)
      const dry = await importLegacyOn({ DATABASE_URL: undefined, DATA_DIR: fresh }, '--from', source.url, '--dry-run')
      expect(unreachable.code).toBe(1)
      expect(unreachable.err.trim()).toMatch(/^The import stopped: Cannot open this site's database \(DATABASE_URL\): .*ECONNREFUSED/)
      expect(unreachable.err).not.toMatch(/\n\s+at /)
      expect(dry.code).toBe(1)
      expect(dry.err).toMatch(/is not set up yet, and --dry-run writes nothing/)
      expect(fs.readdirSync(fresh)).toEqual([])
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true })
    }
  }, 120_000)

  it.runIf(Boolean(process.env.DATABASE_URL))('refuses a DATABASE_URL naming a database that does not exist, rather than make one', async () => {
    const url = new URL(process.env.DATABASE_URL!)
    url.pathname = `/import_typo_${Date.now()}`
    const typo = await importLegacyOn({ DATABASE_URL: url.toString() }, '--from', source.url)
    expect(typo.code).toBe(1)
    expect(typo.err).toMatch(/The database "import_typo_\d+" of DATABASE_URL does not exist: create it \(createdb import_typo_\d+\), or correct the address\./)
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [url.pathname.slice(1)])
    await admin.end()
    expect(rowCount).toBe(0)
  }, 120_000)

  it('--dry-run reports what it would do and writes nothing', async () => {
    const run = await importLegacy('--from', source.url, '--dry-run')
    expect(run.code, run.err).toBe(0)
    expect(run.out).toMatch(/dry run: nothing was written/)
    expect(run.counts.users).toEqual([10, 7, 1, 0, 2])
    const users = await answer((await admin()).get('/api/admin/users'))
    expect(users.body.some((user: { email: string }) => user.email.endsWith('@legacy.test'))).toBe(false)
    // A visitor's list of albums, and the list of pages the sitemap (and each album's page) reads, now in the site's cache.
    const albums = (await answer(new Client(site.url).get('/api/albums'))).body as { title: string }[]
    expect(albums.map((album) => album.title)).not.toContain('Legacy Grid')
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).not.toContain('/albums/legacy-grid<')
  }, 120_000)

  it('imports every table, decides each odd row and reports it', async () => {
    first = await importLegacy('--from', source.url)
    expect(first.code, first.err).toBe(0)
    // read, created, updated, unchanged, skipped
    expect(first.counts).toEqual({
      users: [10, 7, 1, 0, 2],
      artists: [3, 3, 0, 0, 0],
      albums: [4, 4, 0, 0, 0],
      blog_posts: [6, 5, 0, 0, 1],
      comments: [8 + EXTRA_COMMENTS, 5 + EXTRA_COMMENTS, 0, 0, 3],
      lyric_submissions: [6, 3, 0, 0, 3],
    })
    for (const line of [
      'users u-noemail: skipped — no e-mail address',
      `users u-case: skipped — e-mail "ADA@legacy.TEST" differs only in case from user u-admin's, which was kept and takes what they wrote`,
      'users u-odd: changed — role "superuser" became the default',
      // Readers' browsers would have called that host: the site shows only its own copies.
      'users u-admin: changed — avatar "https://example.com/ada.png" at another host dropped',
      'users u-existing: changed — linked to the account already here with this e-mail; its name, role and password are kept',
      'albums 1: changed — spotifyUrl "spotify:album:4aawyAB9vmqN3uQ7FjRGTy" became https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy',
      `albums 2: changed — no artist: given to the base artist 'Machine Soul Collective'`,
      'albums 3: changed — spotifyUrl "https://" dropped',
      'blog_posts 3: changed — slug "Legacy Undated" is not in SPEC §5\'s form: imported as "legacy-undated"',
      'blog_posts 4: skipped — its author, user (u-noemail) was not imported',
      // A remade slug never takes the address of a post that keeps its own.
      'blog_posts 5: changed — slug "LEGACY-HTML-POST" is not in SPEC §5\'s form: imported as "legacy-html-post-2"',
      'blog_posts 5: changed — status "PUBLISHED" read as "published"',
      'blog_posts 6: changed — slug "привет-мир" is not in SPEC §5\'s form: imported as "post-6"',
      'comments 4: changed — its parent comment 99999 is gone: kept as a top-level comment',
      'comments 5: skipped — its author, user (u-noemail) was not imported',
      'comments 7: skipped — content "   ": Comment text is required',
      'comments 8: changed — parent (comments ',
      'artists 3: changed — created_at "10000-01-01 00:00:00" is out of range: read as missing',
      // Before year 1000, as the site's own date rule: year 1 was stored, then read back as 2001.
      'albums 4: changed — created_at "0001-01-01 10:00:00" is out of range: read as missing',
      'albums 4: changed — no release date nor creation date: released at the import, the newest album',
      'lyric_submissions 2: changed — created_at "0044-03-15 10:00:00 BC" is out of range: read as missing',
      'lyric_submissions 2: changed — genre "polka" dropped',
      'lyric_submissions 2: changed — email "mark at legacy" dropped: Please enter a valid email address',
      'lyric_submissions 2: changed — status "weird" became the default',
      'lyric_submissions 2: changed — no title: named after the first words of its lyrics',
      'lyric_submissions 3: skipped — lyrics "la la la": Lyrics must be at least 50 characters long',
    ]) {
      expect(first.out).toContain(line)
    }
    // The second Ada is the first one to the site: what she wrote is on the account kept.
    const client = await admin()
    const ada = ((await answer(client.get('/api/admin/users'))).body as { id: string; email: string }[]).find(({ email }) => email === 'ada@legacy.test')
    const submissions = (await answer(client.get('/api/admin/lyric-submissions'))).body as { title: string; userId: string }[]
    expect(submissions.find(({ title }) => title === 'By Ada again')?.userId).toBe(ada?.id)
  }, 180_000)

  it('expires the running site\'s cache (in Redis, or in its memory by asking it): visitors see the imported albums at once', async () => {
    expect(first.out).toContain(process.env.REDIS_URL ? "The site's shared cache (Redis) was expired" : `The server at ${site.url} expired its cached pages`)
    const albums = (await answer(new Client(site.url).get('/api/albums'))).body as { title: string; slug: string }[]
    const album = albums.find((each) => each.title === 'Legacy Grid')
    expect(album?.slug).toBe('legacy-grid')
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).toContain('/albums/legacy-grid<')
    const page = await fetch(`${site.url}/albums/legacy-grid`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Legacy Grid')
    // The header's suggestions know the imported titles' words too.
    expect(await suggested('legacy gri')).toContain('Legacy Grid')
  })

  it('keeps users, albums and artists as they were, through the /api contract', async () => {
    const client = await admin()
    const users = (await answer(client.get('/api/admin/users'))).body as Record<string, string>[]
    const ada = users.find((user) => user.email === 'ada@legacy.test')!
    expect(ada).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', role: 'admin', profileImageUrl: null, createdAt: '2023-01-02T10:00:00.000Z' })
    const mark = users.find((user) => user.email === 'mark@legacy.test')!
    expect(mark).toMatchObject({ firstName: '<b>Mark</b><script>alert(1)</script>', role: 'user', profileImageUrl: null })
    expect(users.find((user) => user.email === 'odd@legacy.test')).toMatchObject({ firstName: null, role: 'user' })
    expect(users.find((user) => user.email === TEST_ADMIN.email)).toMatchObject({ role: 'admin' })
    expect((await new Client(site.url).post('/api/auth/login', TEST_ADMIN)).status).toBe(200)

    const artists = (await answer(client.get('/api/artists'))).body as Record<string, unknown>[]
    const neon = artists.find((artist) => artist.name === 'Neon Choir')!
    expect(neon).toMatchObject({ spotifyUrl: 'https://open.spotify.com/artist/abc123', modelVersion: 'GPT-4', createdAt: '2023-01-10T10:00:00.000Z' })
    expect(artists.find((artist) => artist.name === '<img src=x onerror=alert(1)>Glitch')).toMatchObject({ spotifyUrl: null, isActive: true })
    const base = artists.find((artist) => artist.name === 'Machine Soul Collective')!

    const albums = (await answer(client.get('/api/albums'))).body as Record<string, unknown>[]
    const album = (title: string) => albums.find((each) => each.title === title)!
    expect(album('Legacy Grid')).toMatchObject({ artistId: neon.id, spotifyUrl: 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', releaseDate: '2023-01-16T00:00:00.000Z', createdAt: '2023-01-15T10:00:00.000Z' })
    expect(album('Legacy Orphan')).toMatchObject({ artistId: base.id, featuredArtist: 'Guest Star' })
    expect(album('Legacy Undated')).toMatchObject({ releaseDate: '2023-01-29T10:00:00.000Z', coverImageUrl: null, spotifyUrl: null })
    expect(album('<b>Legacy</b> Markup')).toMatchObject({ isActive: false })
    // Brought in, not released now: each has its send record already, so no subscriber is mailed the old catalogue.
    const records = (await answer<{ docs: { album: number }[] }>(client.get('/cms-api/release-mails?depth=0&limit=100'))).body.docs
    const imported = ['Legacy Grid', 'Legacy Orphan', 'Legacy Undated', '<b>Legacy</b> Markup'].map((title) => album(title).id)
    expect(records.map((record) => record.album)).toEqual(expect.arrayContaining(imported))
  })

  it('keeps posts sanitised, threads with their parents, and dates, through the /api contract and GraphQL', async () => {
    const client = await admin()
    const posts = (await answer(client.get('/api/admin/blog'))).body as Record<string, string>[]
    const html = posts.find((post) => post.slug === 'legacy-html-post')!
    expect(html).toMatchObject({ authorName: 'Ada L.', status: 'published', publishedAt: '2023-02-10T12:00:00.000Z', createdAt: '2023-02-09T12:00:00.000Z', updatedAt: '2023-02-11T12:00:00.000Z', excerpt: 'An <b>excerpt</b>' })
    expect(html.content).toContain('<h2>Hello</h2>')
    expect(html.content).toContain('<strong>bold</strong>')
    expect(html.content).toContain('<a href="https://example.com/"')
    expect(html.content).not.toMatch(/<script|onerror|onclick|javascript:|<img/)
    const plain = posts.find((post) => post.slug === 'legacy-plain-post')!
    expect(plain.status).toBe('draft')
    expect(plain.content).toMatch(/First line<br ?\/?>second line/)
    expect(plain.content).toContain('&lt;angle&gt; brackets &amp; ampersands')
    const undated = posts.find((post) => post.slug === 'legacy-undated')!
    // Its byline was too long to keep: the post is signed by its author, as every post here is.
    expect(undated).toMatchObject({ title: '<script>alert("t")</script> Legacy undated', publishedAt: '2023-02-13T12:00:00.000Z', authorName: '<b>Mark</b><script>alert(1)</script> Up' })
    // Paragraphs inside a quote, which the editor cannot nest, keep their text as the quote's lines.
    expect(posts.find((post) => post.slug === 'legacy-html-post-2')).toMatchObject({ status: 'published', content: '<blockquote>A quote<br />in two lines</blockquote>' })
    expect(posts.find((post) => post.slug === 'post-6')).toMatchObject({ title: 'Привет мир', status: 'draft' })

    const comments = (await answer(client.get(`/api/blog/${html.id}/comments`))).body as Record<string, unknown>[]
    const byText = (text: string) => comments.find((comment) => String(comment.content).startsWith(text))!
    const top = byText('Top of the thread')
    const reply = byText('A reply, edited')
    expect(reply).toMatchObject({ parentId: top.id, isEdited: true, createdAt: '2023-02-10T14:00:00.000Z', updatedAt: '2023-02-10T14:30:00.000Z' })
    expect(byText('Third level').parentId).toBe(reply.id)
    expect(byText('Reply to a comment that is gone').parentId).toBeNull()
    expect(comments).toHaveLength(4 + EXTRA_COMMENTS / 2)

    const graphql = await new Client(site.url).graphql<{ BlogPosts: { docs: { title: string; authorName: string }[] } }>(
      `{ BlogPosts(where: { slug: { equals: "legacy-html-post" } }) { docs { title authorName } } }`,
    )
    expect(graphql.data?.BlogPosts.docs).toEqual([{ title: 'Legacy HTML post', authorName: 'Ada L.' }])
    const hidden = await new Client(site.url).graphql(`{ Albums(where: { title: { equals: "Legacy Grid" } }) { docs { legacyId } } }`)
    expect(JSON.stringify(hidden)).not.toContain('"legacyId":"1"')
  })

  it('a second run creates nothing twice and brings changed rows up to date', async () => {
    const legacy = new pg.Client({ connectionString: source.url })
    await legacy.connect()
    await legacy.query(`UPDATE blog_posts SET title = 'Legacy HTML post, revised', updated_at = '2023-06-01 08:00:00' WHERE id = 1`)
    // The person who already had an account here: the old row changes, the account stays theirs.
    await legacy.query(`UPDATE users SET first_name = 'Changed', role = 'user', updated_at = '2024-01-01' WHERE id = 'u-existing'`)
    // A reply whose parent is on another post, with its words fixed, not marked edited.
    await legacy.query(`UPDATE comments SET content = 'Reply whose parent is on another post, fixed', updated_at = '2023-06-01 09:00:00' WHERE id = 8`)
    await legacy.end()
    const second = await importLegacy('--from', source.url)
    expect(second.code, second.err).toBe(0)
    expect(second.counts).toEqual(countsOfRerun(first.counts, { blog_posts: 1, users: 1, comments: 1 }))
    expect(second.out).toContain('users u-existing: changed — linked to the account already here with this e-mail; its name, role and password are kept')
    const client = await admin()
    expect((await answer(client.get('/api/auth/user'))).body).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' })
    expect((await answer(client.get('/api/auth/user'))).body.firstName).not.toBe('Changed')
    const posts = (await answer(client.get('/api/admin/blog'))).body as Record<string, string>[]
    expect(posts.find((post) => post.slug === 'legacy-html-post')).toMatchObject({ title: 'Legacy HTML post, revised', updatedAt: '2023-06-01T08:00:00.000Z' })
    // A title changed by the second run is suggested by its new words, and still by those it kept.
    expect(await suggested('revise')).toContain('Legacy HTML post, revised')
    expect(await suggested('legacy htm')).toContain('Legacy HTML post, revised')
    const undated = posts.find((post) => post.slug === 'legacy-undated')!
    const thread = (await answer(client.get(`/api/blog/${undated.id}/comments`))).body as Record<string, unknown>[]
    expect(thread.find((comment) => comment.content === 'Reply whose parent is on another post, fixed')).toMatchObject({ parentId: null, isEdited: false })
  }, 180_000)

  it('runs again over an account whose e-mail was changed here, and leaves that e-mail', async () => {
    const client = await admin()
    const users = (await answer(client.get('/api/admin/users'))).body as { id: string; email: string }[]
    const fan = users.find(({ email }) => email === 'fan1@legacy.test')!
    expect((await client.patch(`/cms-api/users/${fan.id}`, { email: 'fan1.moved@example.test' })).status).toBe(200)
    const run = await importLegacy('--from', source.url)
    expect(run.code, run.err).toBe(0)
    const after = (await answer(client.get('/api/admin/users'))).body as { id: string; email: string }[]
    expect(after.find(({ id }) => id === fan.id)?.email).toBe('fan1.moved@example.test')
  }, 180_000)

  it('refuses, writing nothing, an old database whose user under an imported id is another person', async () => {
    const stranger = 'someone.else@other.test'
    await onSource(`UPDATE users SET email = $1, updated_at = '2024-02-01' WHERE id = 'u-mark'`, [stranger])
    await onSource(`UPDATE blog_posts SET title = 'Written over', updated_at = '2024-02-01' WHERE id = 1`)
    try {
      const run = await importLegacy('--from', source.url)
      expect(run.code).toBe(1)
      expect(run.err).toContain(`Nothing was written: old user u-mark was imported as mark@legacy.test and is ${stranger} in this database.`)
      const client = await admin()
      const emails = ((await answer(client.get('/api/admin/users'))).body as { email: string }[]).map(({ email }) => email)
      expect(emails).toContain('mark@legacy.test')
      expect(emails).not.toContain(stranger)
      const titles = ((await answer(client.get('/api/admin/blog'))).body as { title: string }[]).map(({ title }) => title)
      expect(titles).not.toContain('Written over')
    } finally {
      await onSource(`UPDATE users SET email = 'mark@legacy.test' WHERE id = 'u-mark'`)
      await onSource(`UPDATE blog_posts SET title = 'Legacy HTML post, revised', updated_at = '2023-06-01 08:00:00' WHERE id = 1`)
    }
  }, 180_000)

  it("refuses, writing nothing, an old database whose album under an imported id was made at another moment: another app's album 1", async () => {
    await onSource(`UPDATE albums SET title = 'Other App Album', created_at = '2020-01-01 00:00:00' WHERE id = 1`)
    try {
      const run = await importLegacy('--from', source.url)
      expect(run.code).toBe(1)
      expect(run.err).toContain('Nothing was written: old album 1 was imported as made at 2023-01-15T10:00:00.000Z and was made at 2020-01-01T00:00:00.000Z in this database.')
      const titles = ((await answer((await admin()).get('/api/albums'))).body as { title: string }[]).map(({ title }) => title)
      expect(titles).toContain('Legacy Grid')
      expect(titles).not.toContain('Other App Album')
    } finally {
      await onSource(`UPDATE albums SET title = 'Legacy Grid', created_at = '2023-01-15 10:00:00' WHERE id = 1`)
    }
  }, 180_000)

  it('an imported person signs in after "Forgot password?" and comments', async () => {
    const visitor = new Client(site.url)
    await expectStatus(await visitor.post('/api/auth/forgot-password', { email: 'mark@legacy.test' }), 200)
    const token = resetLinkIn(await waitForMail(site.mailbox, 'mark@legacy.test', 'reset-password')).searchParams.get('token')!
    expect((await visitor.post('/api/auth/reset-password', { token, password: 'marks-new-password' })).status).toBe(200)
    expect((await answer(visitor.get('/api/auth/user'))).body).toMatchObject({ email: 'mark@legacy.test', role: 'user' })
    const posts = (await answer(visitor.get('/api/blog'))).body as { id: number; slug: string }[]
    const post = posts.find((each) => each.slug === 'legacy-html-post')!
    expect((await visitor.post(`/api/blog/${post.id}/comments`, { content: 'Back after the move', parentId: null })).status).toBe(201)
  })
})
