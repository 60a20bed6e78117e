import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

type Db = PostgresAdapter['drizzle']

/**
 * Platform seam (README, "Platform seams"): Payload documents `payload.db.drizzle` but not how to
 * reach the transaction a request holds. The Postgres adapter keeps each one's Drizzle handle in
 * `sessions`, by id, and finds it there itself (its getTransaction, not exported).
 * payloadRequestDb.test.ts checks it.
 */
async function handleOf(req: PayloadRequest): Promise<Db | undefined> {
  // Both databases use the Postgres adapter; Payload types payload.db as the generic adapter.
  const adapter = req.payload.db as unknown as PostgresAdapter
  return req.transactionID ? (adapter.sessions[await req.transactionID]?.db as Db | undefined) : undefined
}

/**
 * The database handle of the request's own transaction, or the adapter's when it has none. A
 * statement outside the request's transaction would, on the embedded database, wait for it to end.
 */
export async function requestDb(req: PayloadRequest): Promise<Db> {
  return (await handleOf(req)) ?? (req.payload.db as unknown as PostgresAdapter).drizzle
}

/** The handle of the transaction the request holds, for statements that mean nothing outside one (savepoints). */
export async function transactionDb(req: PayloadRequest): Promise<Db> {
  const db = await handleOf(req)
  if (!db) throw new Error('The request holds no open transaction.')
  return db
}
