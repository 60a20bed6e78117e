import { commitTransaction, initTransaction, type PayloadRequest } from 'payload'

/**
 * Runs `work` (a slow fetch) outside the transaction Payload opened for the operation `req` is in:
 * commits it, still empty, runs `work`, and begins another that the operation goes on with.
 * Only an operation that Payload's REST or GraphQL started owns its transaction here; inside a
 * Local API call (a script, a nested write) the transaction may be a caller's, and `work` runs in it.
 *
 * Platform seam (README, "Platform seams"): Payload opens the operation's transaction before its
 * beforeOperation hooks and commits, or rolls back, whatever `req.transactionID` is at its end;
 * it documents neither. payloadOperationTransaction.test.ts checks both.
 */
export async function outsideOperationTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const owned = req.payloadAPI !== 'local' && req.transactionID !== undefined
  if (!owned) return work()
  await commitTransaction(req)
  try {
    return await work()
  } finally {
    await initTransaction(req)
  }
}
