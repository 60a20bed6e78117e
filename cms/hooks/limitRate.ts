import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { userIsAdmin } from '../access/roles'
import { clientAddress } from '../lib/rateLimit/clientAddress'
import { consumeRateLimit } from '../lib/rateLimit/consume'
import { allowanceFor, type RateLimitedAction } from '../lib/rateLimit/limits'

type Operation = 'create' | 'login' | 'resetPassword'

// Signing up and signing in are about accounts themselves: those always count by address.
const BY_ADDRESS: ReadonlySet<RateLimitedAction> = new Set(['register', 'login', 'reset'])

/**
 * Set in `req.context` by the register row for the sign-in that follows a new account: it guesses
 * no password, and a refusal there would leave the account made but the caller told no.
 */
export const NEW_ACCOUNT_SIGN_IN = 'newAccountSignIn'

/** A wait in words: "3 minutes", "1 minute", "40 seconds". */
export function waitFor(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return minutes > 1 ? `${minutes} minutes` : seconds > 60 ? '1 minute' : `${seconds} seconds`
}

/**
 * Counts one `action` by the caller and refuses it (429) beyond the allowance. Posts by signed-in
 * callers count per account, everything else per address; admins and the server's own calls
 * (seed, scripts: Payload's Local API without a request) are not limited.
 */
export async function limitClient(req: PayloadRequest, action: RateLimitedAction): Promise<void> {
  if (userIsAdmin(req.user) || req.payloadAPI === 'local') return
  const who = req.user && !BY_ADDRESS.has(action) ? `user:${req.user.id}` : `ip:${clientAddress(req.headers)}`
  const result = await consumeRateLimit(req, `${action}:${who}`, allowanceFor(action))
  if (!result.allowed) {
    throw new APIError(
      `Too many requests. Please wait ${waitFor(result.retryAfterSeconds)} and try again.`,
      429,
      { retryAfterSeconds: result.retryAfterSeconds },
      true,
    )
  }
}

/** Limits how often one client may do `action` through any way in (the /api rows, GraphQL, Payload's REST). */
export const limitRate =
  (action: RateLimitedAction, operation: Operation = 'create'): CollectionBeforeOperationHook =>
  async ({ operation: current, req }) => {
    if (current !== operation) return
    if (current === 'login' && req.context[NEW_ACCOUNT_SIGN_IN] === true) return
    await limitClient(req, action)
  }
