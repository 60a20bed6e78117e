import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { freshDatabase, onServer, type FreshDatabase } from '../testing/freshDatabase'
import { START_TEST_PORT } from '../testing/fixtures'

/** `npm start` with `env` over a clean environment: its exit status and what it printed. */
function start(env: Record<string, string>, prepare: (dir: string) => void = () => undefined) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-start-'))
  prepare(dir)
  const clean: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME ?? dir, DATA_DIR: dir, PORT: String(START_TEST_PORT), NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'cms/scripts/start.ts'], { env: { ...clean, ...env }, encoding: 'utf8', timeout: 60_000 })
    return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe('npm start with settings it cannot use', () => {
  it.each([
    [{ RELEASE_TIMEZONE: 'Mars/Olympus' }, 'RELEASE_TIMEZONE="Mars/Olympus" is not a time zone such as UTC or Europe/Berlin.'],
    [{ PORT: 'abc' }, 'PORT="abc" is not a port number (1 to 65535).'],
    [{ DATABASE_URL: 'postgres://127.0.0.1:1/site', PAYLOAD_SECRET: 'secret' }, "Cannot open this site's database (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:1"],
    [{ DATA_DIR: path.resolve('package.json') }, `The data folder ${path.resolve('package.json')} (DATA_DIR) cannot be used: EEXIST`],
    // Once never returned: Node's recursive mkdir spins on a folder /proc cannot hold.
    [{ DATA_DIR: '/proc/machine-soul' }, "The data folder /proc/machine-soul (DATA_DIR) cannot be used: ENOENT: no such file or directory, mkdir '/proc/machine-soul'"],
    // Once left a site with no admin and no demo content that said it was ready.
    [{ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'x' }, 'ADMIN_PASSWORD is refused: Password must be at least 8 characters.'],
    // Once answered 500 on every page.
    [{ SMTP_URL: 'garbage' }, 'SMTP_URL is not a mail server address such as smtps://user:password@smtp.example.com:465.'],
  ])('%j: one line, exit status 1, before any build', (env, line) => {
    const { status, output } = start(env)
    expect(status).toBe(1)
    expect(output.split('\n')).toHaveLength(1)
    expect(output).toContain(line)
  })

  it('refuses a port another program listens on, before any build and without saying it is ready', async () => {
    const other = net.createServer()
    await new Promise<void>((resolve) => other.listen(START_TEST_PORT, resolve))
    const folder = path.join(os.tmpdir(), `machine-soul-start-${process.pid}-new`)
    try {
      const { status, output } = start({ DATA_DIR: folder })
      expect(status).toBe(1)
      expect(output).toBe(`Cannot listen on port ${START_TEST_PORT}: another program uses it.`)
      // Nor does it leave behind the data folder it made for the site.
      expect(fs.existsSync(folder)).toBe(false)
    } finally {
      await new Promise((resolve) => other.close(resolve))
    }
  })

  it('refuses an embedded database it cannot open, saying what to do, before any build', () => {
    let folder = ''
    const { status, output } = start({}, (dir) => {
      folder = path.join(dir, 'pglite')
      fs.mkdirSync(folder)
      fs.writeFileSync(path.join(folder, 'PG_VERSION'), 'not a database\n')
    })
    expect(status).toBe(1)
    expect(output).toBe(
      `The embedded database in ${folder} cannot be opened (PGlite failed to initialize properly): restore the folder from a backup, or move it away to start afresh with the demo content.`,
    )
  })

  it.runIf(Boolean(process.env.DATABASE_URL))('refuses a database the PostgreSQL server lacks, rather than make an empty site', () => {
    const url = new URL(process.env.DATABASE_URL!)
    url.pathname = '/machine_soul_no_such_database'
    const { status, output } = start({ DATABASE_URL: url.toString(), PAYLOAD_SECRET: 'secret' })
    expect(status).toBe(1)
    expect(output).toBe(
      'The database "machine_soul_no_such_database" of DATABASE_URL does not exist: create it (createdb machine_soul_no_such_database), or correct the address.',
    )
  })

  describe.runIf(Boolean(process.env.DATABASE_URL))('on a database of its own', () => {
    let database: FreshDatabase
    beforeEach(async () => {
      database = await freshDatabase(process.env.DATABASE_URL)
    })
    afterEach(() => database.drop())
    const site = () => ({ DATABASE_URL: database.env.DATABASE_URL!, PAYLOAD_SECRET: 'secret' })

    it("refuses, in one line and before any migration, a database holding another app's tables (the old app's, say)", async () => {
      await onServer(site().DATABASE_URL, (client) => client.query('CREATE TABLE users (id text PRIMARY KEY); CREATE TABLE albums (id serial PRIMARY KEY)'))
      const { status, output } = start(site())
      expect(status).toBe(1)
      const name = new URL(site().DATABASE_URL).pathname.slice(1)
      expect(output).toBe(
        `The database "${name}" of DATABASE_URL holds tables that are not this site's (albums, users): point DATABASE_URL at an empty database, or at this site's. (To bring an old app's content in, see the README's "Moving from the original app".)`,
      )
      const tables = await onServer(site().DATABASE_URL, (client) => client.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`))
      expect(tables.rows.map((row) => row.table_name)).toEqual(['albums', 'users'])
    })

    it('refuses a read replica it cannot open, in one line, rather than answer 500 to every read sent there', () => {
      const { status, output } = start({ ...site(), DATABASE_REPLICA_URLS: 'postgres://reader:hidden@127.0.0.1:1/replica' })
      expect(status).toBe(1)
      expect(output).toBe('Cannot open read replica 1 of DATABASE_REPLICA_URLS (127.0.0.1:1/replica): connect ECONNREFUSED 127.0.0.1:1')
    })
  })
})
