/**
 * `npm run bench:backup`: the demo site grown to 10,000 more comments and 200 MB of media on
 * PostgreSQL (BENCH_SERVER_URL, default the local server), then backed up and restored through
 * the commands (into PostgreSQL and into the embedded database, and backed up from there),
 * beside pg_dump -Fc / pg_restore of the same database as the floor. Prints the times and sizes;
 * exits 1 when a backup or a restore takes more than 60 s.
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freshDatabase, type FreshDatabase } from '../../testing/freshDatabase'
import { formatBytes } from './progress'

const SERVER = process.env.BENCH_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const COMMENTS = Number(process.env.BENCH_COMMENTS || 10_000)
const MEDIA_MB = Number(process.env.BENCH_MEDIA_MB || 200)
const LIMIT_SECONDS = 60
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-bench-backup-'))
const created: FreshDatabase[] = []

/** A throwaway PostgreSQL database on SERVER, dropped when the bench ends; answers its URL. */
async function newDatabase(): Promise<string> {
  const database = await freshDatabase(SERVER)
  created.push(database)
  return database.env.DATABASE_URL!
}

/** Runs the Payload CLI with `env`; answers its time in seconds. */
function cli(env: Record<string, string>, ...args: string[]): Promise<number> {
  const started = performance.now()
  const base: NodeJS.ProcessEnv = { ...process.env, PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts', NODE_OPTIONS: '--conditions=production', PAYLOAD_SECRET: 'bench' }
  delete base.DATABASE_URL
  delete base.DATA_DIR
  const child = spawn(process.execPath, ['node_modules/payload/bin.js', ...args], { env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`${args.join(' ')} exited ${code}:\n${out}`)))),
  )
}

function timed(command: string, args: string[]): number {
  const started = performance.now()
  const run = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  if (run.status !== 0) throw new Error(`${command} exited ${run.status}`)
  return (performance.now() - started) / 1000
}

/** The demo site on a fresh database, then COMMENTS copies of its first comment and MEDIA_MB of files. */
async function grownSite(url: string, dataDir: string): Promise<number> {
  // Seeded by a child, as `npm start` would: this process never opens Payload itself.
  const seed = `const { getPayload } = await import('payload'); const { default: config } = await import('./cms/payload.config.ts'); const payload = await getPayload({ config }); await payload.destroy(); process.exit(0)`
  const run = spawnSync(process.execPath, ['--conditions=production', '--import', 'tsx', '--input-type=module', '-e', seed], {
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, PAYLOAD_SECRET: 'bench', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (run.status !== 0) throw new Error('seeding the demo site failed')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'comments' AND column_name <> 'id'`)
    const columns = rows.map((row) => pg.escapeIdentifier(row.column_name))
    // Each copy's words differ, so that no dump compresses ten thousand equal rows to nothing.
    const values = columns.map((column) => (column === '"content"' ? `"content" || ' #' || n` : `comments.${column}`))
    await client.query(
      `INSERT INTO comments (${columns.join(', ')}) SELECT ${values.join(', ')} FROM comments, generate_series(1, $1) AS n WHERE comments.id = (SELECT min(id) FROM comments)`,
      [COMMENTS],
    )
    const media = path.join(dataDir, 'media')
    fs.mkdirSync(media, { recursive: true })
    for (let n = 0; n < MEDIA_MB / 2; n++) fs.writeFileSync(path.join(media, `bench-${n}.jpg`), crypto.randomBytes(2 * 1024 * 1024))
    const { rows: tables } = await client.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)
    let total = 0
    for (const { tablename } of tables) total += Number((await client.query<{ count: string }>(`SELECT count(*) FROM ${pg.escapeIdentifier(tablename)}`)).rows[0]!.count)
    return total
  } finally {
    await client.end()
  }
}

async function main(): Promise<void> {
  const source = await newDatabase()
  const siteDir = path.join(scratch, 'site')
  console.log(`Growing the demo site: ${COMMENTS} comments, ${MEDIA_MB} MB of media…`)
  const rows = await grownSite(source, siteDir)
  const archive = path.join(scratch, 'site.tar.gz')
  const results: [string, number, string][] = []

  results.push(['backup (PostgreSQL)', await cli({ DATABASE_URL: source, DATA_DIR: siteDir }, 'backup', '--to', archive), formatBytes(fs.statSync(archive).size)])
  const target = await newDatabase()
  results.push(['restore → PostgreSQL', await cli({ DATABASE_URL: target, DATA_DIR: path.join(scratch, 'restored-pg') }, 'restore', '--from', archive), ''])
  const embedded = path.join(scratch, 'restored-embedded')
  results.push(['restore → embedded', await cli({ DATA_DIR: embedded }, 'restore', '--from', archive), ''])
  const again = path.join(scratch, 'embedded.tar.gz')
  results.push(['backup (embedded)', await cli({ DATA_DIR: embedded }, 'backup', '--to', again), formatBytes(fs.statSync(again).size)])

  const floorFile = path.join(scratch, 'floor.dump')
  const floorTarget = await newDatabase()
  results.push(['floor: pg_dump -Fc', timed('pg_dump', ['-Fc', '--no-owner', '-f', floorFile, `--dbname=${source}`]), formatBytes(fs.statSync(floorFile).size)])
  results.push(['floor: pg_restore', timed('pg_restore', ['--no-owner', `--dbname=${floorTarget}`, floorFile]), ''])
  const floorTar = path.join(scratch, 'media.tar')
  results.push(['floor: tar of the media', timed('tar', ['-cf', floorTar, '-C', siteDir, 'media']), formatBytes(fs.statSync(floorTar).size)])

  console.log(`\n${rows} rows, ${MEDIA_MB} MB of media; each command's time includes its start (loading the Payload CLI)\n`)
  for (const [label, seconds, size] of results) console.log(`${label.padEnd(26)} ${seconds.toFixed(1).padStart(6)} s  ${size}`)
  const slow = results.filter(([label, seconds]) => !label.startsWith('floor') && seconds > LIMIT_SECONDS)
  if (slow.length) {
    console.log(`\nOver ${LIMIT_SECONDS} s: ${slow.map(([label]) => label).join(', ')}`)
    process.exitCode = 1
  }
}

try {
  await main()
} finally {
  for (const database of created) await database.drop().catch(() => undefined)
  fs.rmSync(scratch, { recursive: true, force: true })
}
