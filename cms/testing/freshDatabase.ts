import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { it } from 'vitest'
import { reachable } from './servers'

export type FreshDatabase = { env: { DATABASE_URL?: string; DATA_DIR?: string }; drop: () => Promise<void> }

export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * Whether tests that make databases of their own on `serverUrl`, not using the suite's site, run
 * here: in the suite's PostgreSQL pass (DATABASE_URL set) with the server up. The embedded pass
 * would only run them again as they are: a minute or two of CLI runs.
 */
export async function postgresPass(serverUrl: string): Promise<boolean> {
  return Boolean(process.env.DATABASE_URL) && (await reachable(serverUrl, 5432))
}

/**
 * A test the suite's database does not bear on (a refusal before anything is written, a target of
 * its own): run in the embedded pass only, which the PostgreSQL pass (DATABASE_URL set) would repeat as it is.
 */
export const itInEmbeddedPass = it.skipIf(Boolean(process.env.DATABASE_URL))

/**
 * A database of its own for one test run, thrown away afterwards: a new database on the
 * PostgreSQL server of `serverUrl` when given, else a temporary PGlite folder. Either way the
 * uploaded media go in a temporary DATA_DIR, not the checkout's ./data.
 */
export async function freshDatabase(serverUrl: string | undefined): Promise<FreshDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-test-'))
  const removeDir = async () => fs.rmSync(dir, { recursive: true, force: true })
  if (serverUrl) {
    // TEST_DATABASE_PREFIX keeps the throwaway databases of several checkouts on one server apart.
    const prefix = (process.env.TEST_DATABASE_PREFIX || 'machine_soul_test').replace(/[^a-z0-9_]/gi, '')
    const name = `${prefix}_${Date.now()}_${process.pid}`
    await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`))
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return {
      env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
      drop: () => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(removeDir),
    }
  }
  return { env: { DATA_DIR: dir }, drop: removeDir }
}
