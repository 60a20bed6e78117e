import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { onServer, postgresPass } from '../../testing/freshDatabase'
import { payloadCli } from '../../testing/payloadCli'
import { LEGACY_SCHEMA } from './legacyFixture'
import { legacySource } from './legacySource'

/**
 * Old databases as they are found, not as the schema says, and a site database that goes away
 * mid-run: each reported in words, never a stack trace. PostgreSQL only (SQL_ASCII, DROP DATABASE).
 */

const SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const PREFIX = (process.env.TEST_DATABASE_PREFIX || 'machine_soul_test').replace(/[^a-z0-9_]/gi, '')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-import-sources-'))
const made: string[] = []

/** A new database on the server (`options` as CREATE DATABASE takes them): its name and URL. */
async function database(options = ''): Promise<{ name: string; url: string }> {
  const name = `${PREFIX}_import_${made.length}_${Date.now()}_${process.pid}`
  await onServer(SERVER, (client) => client.query(`CREATE DATABASE "${name}" ${options}`))
  made.push(name)
  const url = new URL(SERVER)
  url.pathname = `/${name}`
  return { name, url: url.toString() }
}

const importInto = (target: string, from: string) => payloadCli({ DATABASE_URL: target, DATA_DIR: fs.mkdtempSync(path.join(scratch, 'data-')) }, 'import-legacy', '--from', from)

const STACK_LINE = /^\s+at /m

describe('import-legacy from unusual databases', async () => {
  const available = await postgresPass(SERVER)

  afterAll(async () => {
    for (const name of made) await onServer(SERVER, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
    fs.rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  it.skipIf(!available)('reports text that is not UTF-8 (a SQL_ASCII database) and timestamps kept as text that are no dates, and brings the other rows', async () => {
    const source = await database(`ENCODING 'SQL_ASCII' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`)
    await onServer(source.url, async (client) => {
      await client.query(LEGACY_SCHEMA)
      await client.query(`
        ALTER TABLE albums ALTER COLUMN created_at TYPE text;
        INSERT INTO users (id, email, first_name, created_at) VALUES
          ('u-one', 'one@legacy.test', 'One', '2023-01-01'),
          ('u-latin', 'latin@legacy.test', E'Jos\\xe9', '2023-01-02');
        INSERT INTO artists (id, name, created_at) VALUES (1, 'Neon Choir', '2023-01-10'), (2, E'Caf\\xe9 Noir', '2023-01-11');
        INSERT INTO albums (id, title, artist_id, release_date, created_at) VALUES
          (1, 'Good Dates', 1, '2023-01-16', '2023-01-15 10:00:00'),
          (2, 'Bad Month', 1, '2023-01-23', '2024-13-45'),
          (3, 'Relative', 1, '2023-01-30', 'yesterday');`)
    })
    const target = await database()
    const run = await importInto(target.url, source.url)
    expect(run.code, run.err).toBe(0)
    expect(run.out).not.toMatch(STACK_LINE)
    const notUtf8 = 'is not UTF-8 text (the source database is SQL_ASCII, which checks none): correct it there, then import again'
    expect(run.out).toContain(`users u-latin: skipped — first_name "Jos\uFFFD" ${notUtf8}`)
    expect(run.out).toContain(`artists 2: skipped — name "Caf\uFFFD Noir" ${notUtf8}`)
    expect(run.out).toContain('albums 2: changed — created_at "2024-13-45" is not a date: read as missing')
    expect(run.out).toContain('albums 3: changed — created_at "yesterday" is not a date: read as missing')
    const albums = await onServer(target.url, async (client) => (await client.query<{ title: string; created_at: Date }>('SELECT title, created_at FROM albums ORDER BY title')).rows)
    expect(albums.map((album) => album.title)).toEqual(['Bad Month', 'Good Dates', 'Relative'])
    expect(albums.find((album) => album.title === 'Good Dates')!.created_at.toISOString()).toBe('2023-01-15T10:00:00.000Z')
    const artists = await onServer(target.url, async (client) => (await client.query<{ name: string }>('SELECT name FROM artists ORDER BY name')).rows)
    expect(artists.map((artist) => artist.name)).toContain('Neon Choir')
    expect(artists.map((artist) => artist.name).some((name) => name.startsWith('Caf'))).toBe(false)
  }, 180_000)

  it.skipIf(!available)('says in one line that the site database went away mid-run, with a non-zero status', async () => {
    const legacy = await legacySource({ users: 60 })
    try {
      const target = await database()
      const running = importInto(target.url, legacy.url)
      // Dropped once the users are coming in (each takes a password hash). Their rows are not
      // committed yet: the sequence, which no transaction holds back, says how far it is.
      for (let waited = 0; waited < 240; waited++) {
        await sleep(500)
        const users = await onServer(target.url, async (client) => Number((await client.query<{ last_value: string }>('SELECT last_value FROM users_id_seq')).rows[0]!.last_value)).catch(() => 0)
        if (users >= 5) break
      }
      await onServer(SERVER, (client) => client.query(`DROP DATABASE "${target.name}" WITH (FORCE)`))
      const run = await running
      expect(run.code, run.err).toBe(1)
      expect(run.out + run.err).not.toMatch(STACK_LINE)
      expect(run.err).toMatch(/^The import stopped: The connection to this site's database was lost \(.+\)\. The rows committed before it stay; run the import again once the database is back, and it goes on from there\.$/m)
    } finally {
      await legacy.close()
    }
  }, 240_000)
})
