import type { PayloadRequest } from 'payload'
import { documentKey, holdUntilCommit } from '../../db/advisoryLock'

/** Changes to one account's sessions waiting in this process, by account: the last one queued. */
const queued = new Map<string, Promise<unknown>>()

/** Runs `change` after every change to `key` queued before it in this process has ended. */
async function inTurn<T>(key: string, change: () => Promise<T>): Promise<T> {
  const turn = (queued.get(key) ?? Promise.resolve()).catch(() => undefined).then(change)
  const settled = turn.catch(() => undefined)
  queued.set(key, settled)
  try {
    return await turn
  } finally {
    if (queued.get(key) === settled) queued.delete(key)
  }
}

/** On PostgreSQL, `change` in a transaction holding the account's key: instances take turns too. */
async function inTransactionHolding<T>(req: PayloadRequest, key: string, change: () => Promise<T>): Promise<T> {
  const id = await req.payload.db.beginTransaction()
  if (id === null) return change()
  // A settled promise: Payload's operations join the transaction but leave its end to us.
  req.transactionID = Promise.resolve(id)
  try {
    await holdUntilCommit(req, key)
    const result = await change()
    await req.payload.db.commitTransaction(id)
    return result
  } catch (error) {
    await req.payload.db.rollbackTransaction(id)
    throw error
  } finally {
    delete req.transactionID
  }
}

/**
 * Runs `change`, a sign-in or a sign-out of the account `userId`, once every other one of that
 * account's has ended. Payload reads an account's list of sessions, changes it and writes it back
 * whole: two sign-ins at once kept one session of the two, and a sign-out beside a sign-in could
 * leave the signed-out session valid. Holding the account's key also makes a sign-in wait for a
 * change of the account's role (holdDocument), which it would otherwise write back as it read it.
 * In this process the turns are a queue, so a burst holds no more than one database connection.
 * Across instances (PostgreSQL) a transaction holds the key; the embedded database has one
 * process, and a transaction there would stall Payload's count of a failed sign-in, which it
 * writes on another connection.
 */
export async function changingSessionsOf<T>(req: PayloadRequest, userId: number | string, change: () => Promise<T>): Promise<T> {
  const key = documentKey('users', userId)
  return inTurn(key, () => (process.env.DATABASE_URL ? inTransactionHolding(req, key, change) : change()))
}
