import { spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../migrations'
import { freshDatabase, onServer, type FreshDatabase } from '../testing/freshDatabase'

/** `npm run payload -- migrate` on `env`'s database: its exit status and what it wrote. */
function migrate(env: FreshDatabase['env']): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['node_modules/payload/bin.js', 'migrate'], {
    env: { ...process.env, ...env, PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts', NODE_OPTIONS: '--conditions=production', SEED_DEMO_CONTENT: 'false' },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

describe.skipIf(!process.env.DATABASE_URL)('migrations started at once on a new database (skipped without DATABASE_URL: the embedded one has one process)', () => {
  let database: FreshDatabase

  beforeAll(async () => {
    database = await freshDatabase(process.env.DATABASE_URL)
  })

  afterAll(async () => {
    await database?.drop()
  })

  it('take turns: both succeed, and each migration runs once', async () => {
    const runs = await Promise.all([migrate(database.env), migrate(database.env)])
    for (const run of runs) expect(run.code, run.output).toBe(0)
    const ran = await onServer(database.env.DATABASE_URL!, async (client) => (await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY name')).rows)
    expect(ran.map(({ name }) => name)).toEqual(migrations.map(({ name }) => name).sort())
  }, 240_000)
})
