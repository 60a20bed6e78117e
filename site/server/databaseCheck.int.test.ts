import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { serverBundle } from '@cms/scripts/serverBundle'
import { BARE_SERVER_PORT } from '@cms/testing/fixtures'

/** The built server as the image runs it, on `databaseUrl`: its exit status and what it printed. */
function serve(databaseUrl: string) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: databaseUrl, PAYLOAD_SECRET: 'secret' }
  const run = spawnSync(process.execPath, [serverBundle, '--port', String(BARE_SERVER_PORT)], { env, encoding: 'utf8', timeout: 30_000 })
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() }
}

// Without this check it served 500 on every page and API call, and its health check failed without saying why.
describe('the built server on a database it cannot open', () => {
  it('refuses to start, in one line, when nothing answers at DATABASE_URL', () => {
    expect(serve('postgres://127.0.0.1:1/site')).toEqual({ status: 1, output: "Cannot open this site's database (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:1" })
  })

  it.runIf(Boolean(process.env.DATABASE_URL))('refuses to start on a database the PostgreSQL server lacks, naming it', () => {
    const url = new URL(process.env.DATABASE_URL!)
    url.pathname = '/machine_soul_no_such_database'
    expect(serve(url.toString())).toEqual({
      status: 1,
      output: 'The database "machine_soul_no_such_database" of DATABASE_URL does not exist: create it (createdb machine_soul_no_such_database), or correct the address.',
    })
  })
})
