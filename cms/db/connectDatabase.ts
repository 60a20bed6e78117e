import pg from 'pg'
import { replicaUrls } from './replicas'

/**
 * A client connected to the PostgreSQL database `url` names (DATABASE_URL), or an Error whose
 * message says in one line why not, for the commands that check it before Payload opens it
 * (npm start, the legacy import). A database the server lacks is named, not made.
 */
export async function connectDatabase(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  try {
    await client.connect()
    return client
  } catch (error) {
    await client.end().catch(() => undefined)
    if ((error as { code?: string }).code === '3D000') {
      const name = databaseName(url)
      throw new Error(`The database "${name}" of DATABASE_URL does not exist: create it (createdb ${name}), or correct the address.`)
    }
    throw new Error(`Cannot open this site's database (DATABASE_URL): ${(error as Error).message}`)
  }
}

/**
 * Why the site cannot serve from the database `url` names, in one line, or null when it can: it
 * cannot be opened; it holds another app's tables (the old app's, say) and none of this site's,
 * which Payload's first migration would fail on with pages of SQL; or a read replica of
 * DATABASE_REPLICA_URLS cannot be opened, which would fail every read sent there.
 */
export async function databaseProblem(url: string, replicas: readonly string[] = replicaUrls()): Promise<string | null> {
  try {
    const client = await connectDatabase(url)
    try {
      const problem = await foreignTables(client, url)
      if (problem) return problem
    } finally {
      await client.end()
    }
    for (const [index, replica] of replicas.entries()) {
      const client = new pg.Client({ connectionString: replica, connectionTimeoutMillis: 10_000 })
      await client.connect().catch((error: Error) => {
        throw new Error(`Cannot open read replica ${index + 1} of DATABASE_REPLICA_URLS (${whereIs(replica)}): ${error.message}`)
      })
      await client.end()
    }
    return null
  } catch (error) {
    return (error as Error).message
  }
}

/** Payload's own table, which every database of this site holds from its first start. */
const SITE_TABLE = 'payload_migrations'

async function foreignTables(client: pg.Client, url: string): Promise<string | null> {
  // An extension's own tables (PostGIS's spatial_ref_sys) are no other app's.
  const { rows } = await client.query<{ table_name: string }>(
    `SELECT c.relname AS table_name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
     ORDER BY c.relname`,
  )
  const names = rows.map((row) => row.table_name)
  if (names.length === 0 || names.includes(SITE_TABLE)) return null
  const shown = `${names.slice(0, 4).join(', ')}${names.length > 4 ? ', …' : ''}`
  return `The database "${databaseName(url)}" of DATABASE_URL holds tables that are not this site's (${shown}): point DATABASE_URL at an empty database, or at this site's. (To bring an old app's content in, see the README's "Moving from the original app".)`
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1))

/** A database address without its password: the server and the database. */
const whereIs = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.host}/${databaseName(url)}`
}
