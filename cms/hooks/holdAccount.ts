import type { PayloadRequest } from 'payload'
import { documentKey, holdUntilCommit } from '../db/advisoryLock'
import { accountGone } from '../db/sessionWrites'

/**
 * Holds the account `userId` until the write commits, then makes sure it still exists: a comment
 * or a submission written while its author's account is being deleted would otherwise be left
 * pointing at nobody (the database refuses it, after the account's own deletion).
 */
export async function holdAccount(req: PayloadRequest, userId: number | string): Promise<void> {
  await holdUntilCommit(req, documentKey('users', userId))
  const account = await req.payload.db.findOne({ collection: 'users', where: { id: { equals: userId } }, select: { id: true }, req })
  if (!account) throw accountGone()
}
