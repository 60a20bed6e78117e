import type { Pool, PoolClient } from 'pg'

/**
 * Whether `error`, or an error it was caused by (Drizzle and Payload wrap PostgreSQL's), says the
 * site's database went away: dropped, its server stopped, the connection cut. Not a row's fault:
 * the import stops there, and a later run goes on from the last committed rows.
 */
// 57P01-57P03: terminated by an administrator, a crash or a shutdown; 3D000: no such database; 08…: connection exceptions.
const GONE = new Set(['57P01', '57P02', '57P03', '3D000', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE'])
const CUT = /^Connection terminated|^Client has encountered a connection error and is not queryable|^Client was closed and is not queryable/

export function lostDatabase(error: unknown): Error | null {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 10; cause = cause.cause, depth++) {
    const code = String((cause as { code?: unknown }).code ?? '')
    if (GONE.has(code) || code.startsWith('08') || CUT.test(cause.message)) return cause
  }
  return null
}

/**
 * A connection the server ends between statements (the database dropped while a row's password
 * is hashed) is told by an 'error' event on its client, or on the pool for an idle one, which
 * nothing listens to while a transaction holds it: the process died of an unhandled event with a
 * stack trace. The statement in flight, or the next one, fails on the lost database as well, and
 * the run reports that: the events themselves are only heard.
 */
export function hearLostConnections(pool: Pool): void {
  const heard = new WeakSet<PoolClient>()
  const ignore = () => undefined
  pool.on('error', ignore)
  pool.on('acquire', (client) => {
    if (heard.has(client)) return
    heard.add(client)
    client.on('error', ignore)
  })
}
