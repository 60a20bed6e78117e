import type { PGlite } from '@electric-sql/pglite'

// Parse, Bind, Describe, Execute, Close, Flush: a client's exchange goes on until its Sync.
const MID_EXCHANGE = new Set([...'PBDECH'].map((letter) => letter.charCodeAt(0)))

/**
 * The embedded database as the socket server is given it, keeping each client's exchange of
 * messages (Parse … Sync) whole. Every connection of the socket shares PGlite's one session, and
 * the server runs their messages one at a time, in arrival order, except within a transaction,
 * where it keeps to the connection that holds it. Two exchanges queued together (behind a dump,
 * embeddedDump.ts, or any long statement) ran interleaved, Parse, Parse, Bind, Bind: one client's
 * Bind took the other's statement ('portal "" cannot be run'). So, between a client's Parse and
 * its Sync, the server is told a transaction is open; and a dump waits for the end of an exchange.
 */
export function trackExchanges(db: PGlite): { db: PGlite; betweenExchanges: () => boolean } {
  let between = true
  const tracked = new Proxy(db, {
    get(target, property) {
      if (property === 'execProtocolRawStream') {
        return async (message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) => {
          between = false
          try {
            await target.execProtocolRawStream(message, options)
          } finally {
            // A startup message has no type byte; Sync, a simple Query and the rest end an exchange.
            between = !MID_EXCHANGE.has(message[0]!)
          }
        }
      }
      if (property === 'isInTransaction') return () => target.isInTransaction() || !between
      if (property === 'exec') {
        // The server's ROLLBACK for a client that left mid-exchange: a simple query ends any exchange.
        return async (...args: Parameters<PGlite['exec']>) => {
          try {
            return await target.exec(...args)
          } finally {
            between = true
          }
        }
      }
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db: tracked, betweenExchanges: () => between }
}
