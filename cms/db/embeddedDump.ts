import type { PGlite } from '@electric-sql/pglite'

/**
 * The session settings pg_dump changes for its own run. The embedded database has one session,
 * which every connection of the database socket shares: they are put back after each dump.
 */
const DUMP_SETTINGS = [
  'DateStyle',
  'IntervalStyle',
  'extra_float_digits',
  'synchronize_seqscans',
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'transaction_timeout',
  'row_security',
  'restrict_nonsystem_relation_kind',
  'search_path',
  'client_encoding',
]

/** A simple-protocol query message ('Q'), as a client sends it. */
function queryMessage(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8')
  const message = Buffer.alloc(5 + text.length)
  message.write('Q', 0, 'latin1')
  message.writeInt32BE(4 + text.length, 1)
  text.copy(message, 5)
  return message
}

/**
 * Runs `sql` at once, without waiting for PGlite's query lock: the caller holds it (runExclusive)
 * and PGlite's own query() would wait for it forever. Throws the server's error message, if any.
 */
function runHeld(db: PGlite, sql: string): void {
  const reply = Buffer.from(db.execProtocolRawSync(queryMessage(sql)))
  for (let at = 0; at + 5 <= reply.length; at += 1 + reply.readInt32BE(at + 1)) {
    if (reply[at] !== 0x45) continue
    // An ErrorResponse: fields of a type byte and a NUL-ended text; 'M' is the message.
    const fields = reply.subarray(at + 5, at + 1 + reply.readInt32BE(at + 1)).toString('utf8').split('\0')
    throw new Error(fields.find((field) => field.startsWith('M'))?.slice(1) ?? 'the embedded database refused a statement')
  }
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`

/**
 * A plain SQL dump (pg_dump through @electric-sql/pglite-tools, one INSERT per row) of the
 * PGlite database `db` while it serves the site. pg_dump runs on the one session the socket's
 * connections share, so it runs holding PGlite's query lock, at a moment when no connection is
 * inside a transaction or an exchange of messages: requests wait while it runs (WebAssembly, synchronous), and the dump is
 * one consistent state of the database.
 */
export async function dumpEmbeddedDatabase(db: PGlite, betweenExchanges: () => boolean = () => true): Promise<string> {
  // Left for Node to load at run time: the package ships WebAssembly beside its code, which a bundle would lose.
  const { pgDump } = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ '@electric-sql/pglite-tools/pg_dump')) as typeof import('@electric-sql/pglite-tools/pg_dump')
  const { rows } = await db.query<{ name: string; setting: string }>('SELECT name, setting FROM pg_settings WHERE name = ANY($1)', [DUMP_SETTINGS])
  const searchPath = rows.find((row) => row.name === 'search_path')?.setting ?? 'public'
  const restore = rows.map((row) => `SELECT pg_catalog.set_config(${literal(row.name)}, ${literal(row.setting)}, false);`).join('\n')
  // What pgDump asks of its `pg`, answered while the lock is held (its own calls would wait for it).
  const held = {
    query: async () => ({ rows: [{ search_path: searchPath }] }),
    exec: async (sql: string) => runHeld(db, sql),
    execProtocolRawStream: (message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) => db.execProtocolRawStream(message, options),
  }
  for (;;) {
    const dump = await db.runExclusive(async () => {
      // A connection between two statements of its transaction (its writes are not whole yet), or
      // between two messages of one statement (exchanges.ts): its turn first.
      if (db.isInTransaction() || !betweenExchanges()) return null
      try {
        // pgDump uses only the three methods above; its type asks for a whole PGlite.
        const file = await pgDump({ pg: held as unknown as PGlite, args: ['--no-owner', '--no-privileges'] })
        return await file.text()
      } finally {
        // pg_dump leaves its read-only snapshot open and its settings on the shared session.
        if (db.isInTransaction()) runHeld(db, 'ROLLBACK')
        runHeld(db, restore)
      }
    })
    if (dump !== null) return dump
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
