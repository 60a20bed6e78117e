import { onServer as onAnyServer } from '../../testing/freshDatabase'
import type pg from 'pg'
import { SERVER_DATABASE_URL } from './config'

const onServer = <T>(work: (client: pg.Client) => Promise<T>) => onAnyServer(SERVER_DATABASE_URL, work)

/** Fails early, with the fix, when the PostgreSQL server is not there. */
export async function checkServer(): Promise<void> {
  await onServer((client) => client.query('SELECT 1')).catch((error: Error) => {
    throw new Error(
      `PostgreSQL is not reachable at ${SERVER_DATABASE_URL} (${error.message}). Start it, e.g. ` +
        '`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`, or set DATABASE_URL.',
    )
  })
}

/**
 * serve-test makes its database itself (testing/freshDatabase), named after its process id (after
 * TEST_DATABASE_PREFIX, when set); the bare node+pg server reads the same one, so find it by that id.
 */
export async function databaseOfProcess(pid: number): Promise<string> {
  const { rows } = await onServer((client) =>
    client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`%\\_${pid}`]),
  )
  const name = rows[0]?.datname
  if (!name) throw new Error(`No database of serve-test (pid ${pid}) on ${SERVER_DATABASE_URL}`)
  return name
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** serve-test drops its database when it stops; this catches the case where it could not. */
export async function dropDatabase(name: string): Promise<void> {
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}
