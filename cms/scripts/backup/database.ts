import pg from 'pg'
import { connectDatabase } from '../../db/connectDatabase'
import { ensureEmbeddedDatabase } from '../../db/embedded'
import { DataFolderBusyError, lockOwner } from '../../db/lock'
import { dataDir, SOCKET_PORT, socketDir } from '../../db/paths'
import type { Progress } from './progress'
import { statements } from './sql'

/** The site's database cannot take the restore: one line says why. */
export class TargetError extends Error {
  name = 'TargetError'
}

export type Target = { client: pg.Client; name: string; close: () => Promise<void> }

const RESTORE_KEY = 'machine-soul:restore'

/**
 * Holds the restore's advisory lock on `client`'s session until it closes: a second restore into
 * the same database is refused at once. Both saw it empty and ran its CREATE TABLEs, and the
 * later one failed with PostgreSQL's raw duplicate key line.
 */
async function holdRestoreLock(client: pg.Client, name: string): Promise<void> {
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [RESTORE_KEY])
  if (!rows[0]!.locked) throw new TargetError(`Another restore is running on ${name}: let it end, then restore again if you still need to.`)
}

/**
 * A connection to the database the restore writes into: DATABASE_URL's, or the embedded one in
 * DATA_DIR, opened by this command. A site running on the embedded database is refused: it would
 * go on serving, and caching, the rows the restore replaces.
 */
export async function openTarget(): Promise<Target> {
  const url = process.env.DATABASE_URL
  if (url) {
    const client = await connectDatabase(url).catch((error: Error) => {
      throw new TargetError(error.message)
    })
    const name = `the PostgreSQL database ${decodeURIComponent(new URL(url).pathname.slice(1))}`
    await holdRestoreLock(client, name).catch(async (error: unknown) => {
      await client.end()
      throw error
    })
    return { client, name, close: () => client.end() }
  }
  const dir = dataDir()
  const busy = (pid?: number) =>
    new TargetError(`A site or another restore is running on ${dir}${pid ? ` (process ${pid})` : ''}: stop it or let it end, then restore.`)
  const owner = lockOwner(dir)
  if (owner) throw busy(owner.pid)
  // The folder's lock decides between two restores started at once: the later one finds it taken
  // (or served by the other, whose database it must not write into).
  const embedded = await ensureEmbeddedDatabase(dir).catch((error: unknown) => {
    throw error instanceof DataFolderBusyError ? busy() : error
  })
  if (!embedded) throw busy(lockOwner(dir)?.pid)
  const client = new pg.Client({ host: socketDir(dir), port: SOCKET_PORT, user: 'postgres', password: 'embedded', database: 'postgres' })
  await client.connect()
  return {
    client,
    name: `the embedded database in ${dir}`,
    close: async () => {
      await client.end()
      await embedded?.stop()
    },
  }
}

/** How many tables the site's schema holds: none in a database never used. */
export async function tableCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM pg_tables WHERE schemaname = 'public'`)
  return Number(rows[0]!.count)
}

/**
 * Drops every table, sequence, type and text search configuration of the schema (the dump makes
 * them again), in the caller's transaction. The search's extensions stay: the dump only makes
 * them if they are missing.
 */
async function wipe(client: pg.Client): Promise<void> {
  await client.query(`DO $$
DECLARE item record;
BEGIN
  FOR item IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', item.tablename);
  END LOOP;
  FOR item IN SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = 'public' LOOP
    EXECUTE format('DROP SEQUENCE IF EXISTS public.%I CASCADE', item.sequence_name);
  END LOOP;
  FOR item IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' AND t.typtype = 'e' LOOP
    EXECUTE format('DROP TYPE IF EXISTS public.%I CASCADE', item.typname);
  END LOOP;
  FOR item IN SELECT c.cfgname FROM pg_ts_config c JOIN pg_namespace n ON n.oid = c.cfgnamespace WHERE n.nspname = 'public' LOOP
    EXECUTE format('DROP TEXT SEARCH CONFIGURATION IF EXISTS public.%I CASCADE', item.cfgname);
  END LOOP;
END $$`)
}

/**
 * The dump's statements as this database takes them, inside one transaction: a session setting
 * becomes the transaction's own (SET LOCAL), so nothing stays behind on the session that the
 * embedded database's connections share, and one the server does not know (PostgreSQL 15 lacks
 * PGlite's transaction_timeout) is left out.
 */
async function forThisDatabase(client: pg.Client, statement: string): Promise<string | null> {
  const set = /^SET (\w+) = /.exec(statement)
  if (set) {
    const { rows } = await client.query<{ value: string | null }>('SELECT current_setting($1, true) AS value', [set[1]])
    return rows[0]!.value === null ? null : statement.replace(/^SET /, 'SET LOCAL ')
  }
  return statement.replace(/^SELECT pg_catalog\.set_config\('search_path', '', false\);$/, "SELECT pg_catalog.set_config('search_path', '', true);")
}

// Statements sent together in one simple query: fewer round trips, and a progress line that moves.
const BATCH_BYTES = 512 * 1024

/**
 * Runs the dump `sql` on the target in one transaction (after wiping the schema, with `replace`),
 * and checks each table's rows against `expected` before committing: anything wrong, and the
 * database is left as it was.
 */
export async function loadDump(client: pg.Client, sql: string, { replace, expected }: { replace: boolean; expected: Record<string, number> }, progress: Progress): Promise<void> {
  progress.step('database', Buffer.byteLength(sql))
  await client.query('BEGIN')
  try {
    if (replace) await wipe(client)
    let batch: string[] = []
    let size = 0
    const flush = async () => {
      if (batch.length === 0) return
      await client.query(batch.join('\n'))
      progress.add(size)
      batch = []
      size = 0
    }
    for (const statement of statements(sql)) {
      const adapted = await forThisDatabase(client, statement)
      if (adapted === null) continue
      batch.push(adapted)
      size += Buffer.byteLength(statement)
      if (size >= BATCH_BYTES) await flush()
    }
    await flush()
    for (const [table, rows] of Object.entries(expected)) {
      const { rows: counted } = await client.query<{ count: string }>(`SELECT count(*) FROM public.${pg.escapeIdentifier(table)}`)
      if (Number(counted[0]!.count) !== rows) throw new Error(`${table} holds ${counted[0]!.count} rows after loading, where the manifest says ${rows}`)
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    progress.end()
  }
}
