import type { CollectionAfterOperationHook } from 'payload'
import { forgetFailuresFromHere } from '../signIn/failures'

/**
 * A password reset (a link from the account's mailbox) lifts the pause of the address it came
 * from, so the sign-in that follows it goes through; other addresses stay paused.
 */
export const forgetFailuresAfterReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  const email = operation === 'resetPassword' ? (result as { user?: { email?: unknown } } | undefined)?.user?.email : undefined
  if (typeof email === 'string') await forgetFailuresFromHere(req, email.toLowerCase())
  return result
}
