import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { NEW_ACCOUNT_SIGN_IN, waitFor } from '@cms/hooks/limitRate'
import { queueMail } from '@cms/jobs/queueMail'
import { BURST, countAttempt, countSuccess, failingAddresses, firstNoticeOfBurst } from '../signIn/failures'
import { spendPasswordHash } from '../signIn/passwordHashCost'

/** What a paused (e-mail, address) pair answers, whether or not the e-mail has an account. */
export const pausedMessage = (seconds: number) =>
  `Too many failed sign-ins for this e-mail from your network. Please wait ${waitFor(seconds)} and try again, or reset your password.`

// Only sign-ins a person makes count: the server's own (Local API) and the one after a sign-up.
const counted = (req: PayloadRequest) => req.payloadAPI !== 'local' && req.context[NEW_ACCOUNT_SIGN_IN] !== true

/**
 * Every sign-in, through every way in: refused (429) once its address got this e-mail's password
 * wrong five times in 15 minutes, for that address only; the account's owner is told by e-mail of
 * a burst of failures (once an hour at most). An e-mail without an account, or an account without
 * a password, spends the same password hashing as a wrong password for a real one: known or not,
 * the answer is the same in body and in time. Payload's own per-account lock is off (auth config):
 * a lock any stranger could set was a way to keep the admin out.
 */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || !counted(req)) return args
  const { email, password } = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  // Payload refuses missing credentials itself (400), before any account is looked at.
  if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password.trim()) return args
  const address = email.toLowerCase().trim()
  const { pair, burst } = await countAttempt(req, address)
  if (!pair.allowed) throw new APIError(pausedMessage(pair.retryAfterSeconds), 429, { retryAfterSeconds: pair.retryAfterSeconds }, true)
  const account = await req.payload.db.findOne<{ id: number; hash?: string | null }>({
    collection: 'users',
    where: { email: { equals: address } },
    select: { hash: true },
    req,
  })
  if (typeof account?.hash !== 'string') await spendPasswordHash(password)
  if (account && burst && burst.hits >= BURST.count && (await firstNoticeOfBurst(req, account.id))) {
    await queueMail(req, 'noticeSignInBurst', { userId: account.id, addresses: await failingAddresses(req, address) })
  }
  return args
}

/** A sign-in that succeeded takes back the failure `guardSignIn` counted for it. */
export const countSignInSuccess: CollectionAfterLoginHook = async ({ req, user }) => {
  if (counted(req) && typeof user.email === 'string') await countSuccess(req, user.email)
}
