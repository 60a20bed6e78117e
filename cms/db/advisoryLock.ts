import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, PayloadRequest } from 'payload'
import { requestDb } from '@platform/payloadRequestDb'

/** The key every write that must wait for another write to one document takes. */
export const documentKey = (collection: CollectionSlug, id: number | string) => `${collection}:${id}`

/**
 * Holds `key` until the request's transaction ends (a PostgreSQL advisory lock, so across app
 * instances too). Writes that must not interleave take the same key first: the second waits, then
 * reads what the first committed. Two admins demoting each other, or a comment posted while its
 * post is deleted, otherwise each act on what the other is about to change. Outside a transaction
 * there is no write to guard, and the lock would end with its own statement: nothing is taken.
 * On the embedded database transactions already run one at a time; the lock is then granted at once.
 */
export async function holdUntilCommit(req: PayloadRequest, key: string): Promise<void> {
  if (!req.transactionID) return
  const db = await requestDb(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
}
