import crypto from 'node:crypto'
import pg from 'pg'
import { onServer } from '../../testing/freshDatabase'
import { fillLegacyDatabase } from './legacyFixture'

export type LegacySource = { url: string; close: () => Promise<void> }

/**
 * A legacy database to import from, for the tests: on the PostgreSQL server of DATABASE_URL when
 * the suite runs there, else an in-memory PGlite served on loopback (the command reads it as any
 * PostgreSQL). With `fill`, holds fillLegacyDatabase's rows; without, it is empty.
 */
export async function legacySource(fill?: Parameters<typeof fillLegacyDatabase>[1]): Promise<LegacySource> {
  const server = process.env.DATABASE_URL
  let source: LegacySource
  if (server) {
    // TEST_DATABASE_PREFIX keeps the throwaway databases of several checkouts on one server apart, as freshDatabase's.
    const prefix = (process.env.TEST_DATABASE_PREFIX || 'machine_soul').replace(/[^a-z0-9_]/gi, '')
    const name = `${prefix}_legacy_${Date.now()}_${process.pid}_${crypto.randomUUID().slice(0, 8)}`
    await onServer(server, (client) => client.query(`CREATE DATABASE "${name}"`))
    const url = new URL(server)
    url.pathname = `/${name}`
    source = {
      url: url.toString(),
      close: () => onServer(server, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
    }
  } else {
    const [{ PGlite }, { PGLiteSocketServer }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite-socket')])
    const db = await PGlite.create()
    const socket = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 })
    await socket.start()
    source = { url: `postgres://postgres@${socket.getServerConn()}/postgres`, close: () => socket.stop().then(() => db.close()) }
  }
  if (fill) {
    const client = new pg.Client({ connectionString: source.url })
    await client.connect()
    await fillLegacyDatabase(client, fill)
    await client.end()
  }
  return source
}
