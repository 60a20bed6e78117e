import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type CollectionSlug, type PayloadRequest } from 'payload'
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

/**
 * Runs `work` holding `key`, in the request's transaction or one begun for it: a read, change and
 * write of one document (a follow added to a list) waits for another's to commit, then reads
 * what it wrote, so neither is lost. `work` must pass `req` to every call.
 */
export async function inTurn<T>(req: PayloadRequest, key: string, work: () => Promise<T>): Promise<T> {
  const began = await initTransaction(req)
  try {
    await holdUntilCommit(req, key)
    const result = await work()
    if (began) await commitTransaction(req)
    return result
  } catch (error) {
    if (began) await killTransaction(req)
    throw error
  }
}
