/**
 * `npm run bench:import`: 10,000 legacy rows (the test's awkward ones, 100 more users and 9,870
 * comments; BENCH_SAME_TITLE_ALBUMS albums of one title more) in a database made on the
 * PostgreSQL server of BENCH_SERVER_URL (default the local one), imported twice into a fresh
 * embedded database; prints both reports. A bench, not a test.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { onServer } from '../../testing/freshDatabase'
import { fillLegacyDatabase } from './legacyFixture'

const server = process.env.BENCH_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
// TEST_DATABASE_PREFIX keeps the databases of several checkouts on one server apart, as the tests' are.
const name = `${(process.env.TEST_DATABASE_PREFIX || 'machine_soul').replace(/[^a-z0-9_]/gi, '')}_legacy_bench_${Date.now()}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-import-bench-'))
const source = new URL(server)
source.pathname = `/${name}`

await onServer(server, (client) => client.query(`CREATE DATABASE "${name}"`))
try {
  const client = new pg.Client({ connectionString: source.toString() })
  await client.connect()
  await fillLegacyDatabase(client, { users: 100, extraComments: 9_870, sameTitleAlbums: Number(process.env.BENCH_SAME_TITLE_ALBUMS || 0) })
  await client.end()
  for (const run of ['first run', 'second run']) {
    console.log(`\n== ${run}`)
    const { DATABASE_URL: _target, ...env } = process.env
    spawnSync(process.execPath, ['node_modules/payload/bin.js', 'import-legacy', '--from', source.toString()], {
      env: { ...env, DATA_DIR: dataDir, PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts', NODE_OPTIONS: '--conditions=production' },
      stdio: 'inherit',
    })
  }
} finally {
  await onServer(server, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
