import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/**
 * The database handle of the request's own transaction, or the adapter's when it has none. A
 * statement outside the request's transaction would, on the embedded database, wait for it to end.
 */
export async function requestDb(req: PayloadRequest): Promise<PostgresAdapter['drizzle']> {
  // Both databases use the Postgres adapter; Payload types payload.db as the generic adapter.
  const adapter = req.payload.db as unknown as PostgresAdapter
  const session = req.transactionID ? adapter.sessions[await req.transactionID] : undefined
  return (session?.db as PostgresAdapter['drizzle'] | undefined) ?? adapter.drizzle
}
