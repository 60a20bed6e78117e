import { createHash } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestDb } from '@platform/payloadRequestDb'
import { clientAddress } from '@cms/lib/rateLimit/clientAddress'
import { consumeRateLimit, type RateLimitResult } from '@cms/lib/rateLimit/consume'

/**
 * Sign-ins one address may get wrong for one e-mail before that address (only) is paused for it.
 * The owner, from an address of their own, is never paused by anyone else's failures.
 */
export const PAIR_LIMIT = { count: 5, seconds: 15 * 60 }

/** Failed sign-ins on one account, from anywhere, that make a burst its owner is told about. */
export const BURST = { count: 10, seconds: 60 * 60 }

// Counters are keyed by a digest of the e-mail, so the table is no list of e-mails people tried
// (hex: a LIKE pattern has no wildcard in it).
const digest = (email: string) => createHash('sha256').update(email).digest('hex')
const pairPrefix = (email: string) => `signin-failures:${digest(email)}:`
const pairKey = (req: PayloadRequest, email: string) => pairPrefix(email) + clientAddress(req.headers)
const burstKey = (email: string) => `signin-burst:${digest(email)}`

/**
 * Counts a sign-in attempt as failed before the password is checked; a success takes it back
 * (`countSuccess`). Payload's sign-in has no hook on failure, and a count kept up front cannot be
 * skipped by a failure anywhere. `pair` is this address's count for the e-mail, `burst` the e-mail's.
 */
export async function countAttempt(req: PayloadRequest, email: string): Promise<{ pair: RateLimitResult; burst?: RateLimitResult }> {
  const pair = await consumeRateLimit(req, pairKey(req, email), PAIR_LIMIT)
  // A paused address guesses nothing: its refusals are not failures of the account.
  if (!pair.allowed) return { pair }
  return { pair, burst: await consumeRateLimit(req, burstKey(email), BURST) }
}

/** A sign-in succeeded: its address starts afresh for the e-mail, and the account's burst loses the attempt. */
export async function countSuccess(req: PayloadRequest, email: string): Promise<void> {
  const db = await requestDb(req)
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${pairKey(req, email)}`)
  await db.execute(sql`UPDATE rate_limits SET hits = GREATEST(hits - 1, 0), updated_at = now() WHERE key = ${burstKey(email)}`)
}

/** A password reset proved the mailbox: the address that made it starts afresh for the e-mail. */
export async function forgetFailuresFromHere(req: PayloadRequest, email: string): Promise<void> {
  const db = await requestDb(req)
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${pairKey(req, email)}`)
}

/** How many addresses got the e-mail's password wrong within their current window. */
export async function failingAddresses(req: PayloadRequest, email: string): Promise<number> {
  const db = await requestDb(req)
  const result = await db.execute(sql`SELECT count(*) AS addresses FROM rate_limits WHERE key LIKE ${`${pairPrefix(email)}%`} AND reset_at > now()`)
  return Number((result as unknown as { rows: { addresses: number | string }[] }).rows[0]?.addresses ?? 0)
}

/** Whether the account's owner is yet to be told of its current burst: once per burst window. */
export async function firstNoticeOfBurst(req: PayloadRequest, id: number | string): Promise<boolean> {
  return (await consumeRateLimit(req, `signin-burst-notice:${id}`, { count: 1, seconds: BURST.seconds })).allowed
}
