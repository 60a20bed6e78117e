import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3ClientConfig } from '../../lib/mediaStorage'
import { rewrite, sha256, withManifest } from '../../testing/archives'
import { onServer, postgresPass } from '../../testing/freshDatabase'
import { payloadCli } from '../../testing/payloadCli'
import { startFakeS3 } from '../../testing/fakeS3'
import { KNOWN_MIGRATIONS } from './manifest'

/**
 * What a restore must not leave half done, on PostgreSQL: a media store that cannot take the
 * files, a migration that fails after the database is in, a second restore at the same time.
 */

const SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const PREFIX = (process.env.TEST_DATABASE_PREFIX || 'machine_soul_test').replace(/[^a-z0-9_]/gi, '')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-restore-safety-'))
const made: string[] = []

/** A new database on the server: its URL. */
async function database(): Promise<string> {
  const name = `${PREFIX}_restore_${made.length}_${Date.now()}_${process.pid}`
  await onServer(SERVER, (client) => client.query(`CREATE DATABASE "${name}"`))
  made.push(name)
  const url = new URL(SERVER)
  url.pathname = `/${name}`
  return url.toString()
}

const tablesIn = (url: string) =>
  onServer(url, async (client) => Number((await client.query<{ count: string }>(`SELECT count(*) FROM pg_tables WHERE schemaname = 'public'`)).rows[0]!.count))

const folder = (name: string) => fs.mkdtempSync(path.join(scratch, `${name}-`))
const IMAGE = crypto.randomBytes(4096)

describe('restore, made safe', async () => {
  const available = await postgresPass(SERVER)
  const archive = path.join(scratch, 'site.tar.gz')

  beforeAll(async () => {
    if (!available) return
    const url = await database()
    const dir = folder('source')
    const migrated = await payloadCli({ DATABASE_URL: url, DATA_DIR: dir }, 'migrate')
    expect(migrated.code, migrated.err).toBe(0)
    fs.mkdirSync(path.join(dir, 'media'))
    fs.writeFileSync(path.join(dir, 'media', 'kept.png'), IMAGE)
    const backup = await payloadCli({ DATABASE_URL: url, DATA_DIR: dir }, 'backup', '--to', archive)
    expect(backup.code, backup.err).toBe(0)
  }, 180_000)

  afterAll(async () => {
    for (const name of made) await onServer(SERVER, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
    fs.rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  it.skipIf(!available)('refuses, before touching the database, a media folder that cannot take the files', async () => {
    const url = await database()
    const dir = folder('blocked')
    // A file where the media folder goes.
    fs.writeFileSync(path.join(dir, 'media'), '')
    const run = await payloadCli({ DATABASE_URL: url, DATA_DIR: dir }, 'restore', '--from', archive)
    expect(run.code, run.err).toBe(1)
    expect(run.err.trim()).toBe(`The media store ${path.join(dir, 'media')} cannot take the archive's files (EEXIST). Nothing was changed.`)
    expect(await tablesIn(url)).toBe(0)
  }, 120_000)

  it.skipIf(!available)('with --replace, keeps the files there until the archive can take their place', async () => {
    const url = await database()
    const dir = folder('replaced')
    const first = await payloadCli({ DATABASE_URL: url, DATA_DIR: dir }, 'restore', '--from', archive)
    expect(first.code, first.err).toBe(0)
    const tables = await tablesIn(url)
    const old = path.join(dir, 'media', 'old.png')
    fs.writeFileSync(old, 'an upload made since')
    // A folder where one of the archive's files goes: the restore is refused, and nothing goes.
    const kept = path.join(dir, 'media', 'kept.png')
    fs.rmSync(kept)
    fs.mkdirSync(path.join(kept, 'inside'), { recursive: true })
    const blocked = await payloadCli({ DATABASE_URL: url, DATA_DIR: dir, BACKUP_DIR: folder('backups') }, 'restore', '--from', archive, '--replace')
    expect(blocked.code, blocked.err).toBe(1)
    expect(blocked.err.trim()).toBe(`The media store ${path.join(dir, 'media')} cannot take the archive's files (kept.png is not a file there). Nothing was changed.`)
    expect(fs.existsSync(old)).toBe(true)
    expect(await tablesIn(url)).toBe(tables)

    fs.rmSync(kept, { recursive: true })
    const replaced = await payloadCli({ DATABASE_URL: url, DATA_DIR: dir, BACKUP_DIR: folder('backups') }, 'restore', '--from', archive, '--replace')
    expect(replaced.code, replaced.err).toBe(0)
    expect(fs.existsSync(old)).toBe(false)
    expect(fs.readFileSync(path.join(dir, 'media', 'kept.png'))).toEqual(IMAGE)
    // No staging folder is left among the media.
    expect(fs.readdirSync(path.join(dir, 'media'))).toEqual(['kept.png'])
  }, 180_000)

  it.skipIf(!available)('leaves no copy of the database in the temporary folder when a migration fails and Payload ends the process', async () => {
    // An archive one migration behind, whose schema already holds that migration's table: applying it fails.
    const last = KNOWN_MIGRATIONS.at(-1)!
    const behind = path.join(scratch, 'behind.tar.gz')
    await rewrite(archive, behind, (entries) => {
      const dump = entries.find((entry) => entry.name === 'database.sql')!
      dump.body = Buffer.from(dump.body.toString().replace(new RegExp(`^INSERT INTO public\\.payload_migrations VALUES \\(\\d+, '${last}'.*\\n`, 'm'), ''))
      return withManifest((manifest) => {
        manifest.database.migrations = manifest.database.migrations.filter((name) => name !== last)
        manifest.database.lastMigration = manifest.database.migrations.at(-1) ?? null
        manifest.database.tables.payload_migrations! -= 1
        Object.assign(manifest.parts.find((part) => part.path === 'database.sql')!, { bytes: dump.body.length, sha256: sha256(dump.body) })
      })(entries)
    })
    const url = await database()
    const dir = folder('migrating')
    const tmp = folder('tmp')
    const run = await payloadCli({ DATABASE_URL: url, DATA_DIR: dir, TMPDIR: tmp }, 'restore', '--from', behind)
    expect(run.code, run.out + run.err).toBe(1)
    expect(fs.readdirSync(tmp).filter((name) => name.startsWith('machine-soul-'))).toEqual([])
    // The files came in with the database, before the migration that failed.
    expect(fs.readdirSync(path.join(dir, 'media'))).toEqual(['kept.png'])
  }, 120_000)

  it.skipIf(!available)('refuses a second restore while one runs, in one line', async () => {
    const url = await database()
    const holder = new pg.Client({ connectionString: url })
    await holder.connect()
    try {
      // The lock a running restore holds.
      await holder.query(`SELECT pg_advisory_lock(hashtextextended('machine-soul:restore', 0))`)
      const run = await payloadCli({ DATABASE_URL: url, DATA_DIR: folder('second') }, 'restore', '--from', archive)
      expect(run.code, run.err).toBe(1)
      expect(run.err.trim()).toBe(`Another restore is running on the PostgreSQL database ${new URL(url).pathname.slice(1)}: let it end, then restore again if you still need to. Nothing was changed.`)
    } finally {
      await holder.end()
    }
    expect(await tablesIn(url)).toBe(0)

    const dir = folder('both')
    const runs = await Promise.all([1, 2].map(() => payloadCli({ DATABASE_URL: url, DATA_DIR: dir }, 'restore', '--from', archive)))
    expect(runs.map((run) => run.code).sort()).toEqual([0, 1])
    const loser = runs.find((run) => run.code === 1)!
    expect(loser.err.trim()).toMatch(/^(Another restore is running on .*|The PostgreSQL database .* is not empty .*)\. Nothing was changed\.$/)
  }, 180_000)

  it.skipIf(!available)('into a bucket: refused before the database when the bucket is out of reach; with --replace, the objects the archive lacks go once its own are in', async () => {
    const store = await startFakeS3(folder('s3'))
    const s3 = new S3Client(s3ClientConfig(store.env))
    const keys = async () => ((await s3.send(new ListObjectsV2Command({ Bucket: store.env.S3_BUCKET }))).Contents ?? []).map((object) => object.Key).sort()
    try {
      const url = await database()
      const target = { DATABASE_URL: url, DATA_DIR: folder('bucket'), BACKUP_DIR: folder('backups'), ...store.env }
      const unreachable = await payloadCli({ ...target, S3_ENDPOINT: 'http://127.0.0.1:9' }, 'restore', '--from', archive)
      expect(unreachable.code, unreachable.err).toBe(1)
      // The last line: the AWS SDK warns of Node versions on stderr before it.
      expect(unreachable.err.trim().split('\n').at(-1)).toMatch(/^The media store s3:\/\/media\/ cannot take the archive's files \(.+\)\. Nothing was changed\.$/)
      expect(await tablesIn(url)).toBe(0)

      const first = await payloadCli(target, 'restore', '--from', archive)
      expect(first.code, first.err).toBe(0)
      expect(await keys()).toEqual(['kept.png'])
      await s3.send(new PutObjectCommand({ Bucket: store.env.S3_BUCKET, Key: 'old.png', Body: 'an upload made since' }))
      const replaced = await payloadCli(target, 'restore', '--from', archive, '--replace')
      expect(replaced.code, replaced.err).toBe(0)
      expect(await keys()).toEqual(['kept.png'])
    } finally {
      s3.destroy()
      await store.close()
    }
  }, 180_000)
})
