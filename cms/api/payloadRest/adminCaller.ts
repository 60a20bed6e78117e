import type { PayloadRequest } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { waitFor } from '../../hooks/limitRate'
import { consumeRateLimit } from '../../lib/rateLimit/consume'
import { allowanceFor, type RateLimitedAction } from '../../lib/rateLimit/limits'
import { payloadErrorJson } from '../http'

/** The refusal of an admin-only endpoint to anyone else (401 signed out, 403 signed in), or null for an admin; `doing` ends "Please sign in as an admin to …". */
export async function refusedNonAdmin(req: PayloadRequest, doing: string): Promise<Response | null> {
  if (!req.user) return payloadErrorJson(401, `Please sign in as an admin to ${doing}.`)
  if (!(await isAdmin({ req }))) return payloadErrorJson(403, `Only admins may ${doing}.`)
  return null
}

/** Counts one `action` by the admin `userId`: the 429 (with Retry-After) beyond its allowance, else null. */
export async function refusedBeyondLimit(req: PayloadRequest, userId: number, action: RateLimitedAction, tooMany: string): Promise<Response | null> {
  const limit = await consumeRateLimit(req, `${action}:user:${userId}`, allowanceFor(action))
  if (limit.allowed) return null
  const refused = payloadErrorJson(429, `${tooMany} Please wait ${waitFor(limit.retryAfterSeconds)} and try again.`)
  refused.headers.set('Retry-After', String(limit.retryAfterSeconds))
  return refused
}
