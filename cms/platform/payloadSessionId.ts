import type { PayloadRequest } from 'payload'

type User = NonNullable<PayloadRequest['user']>

/**
 * Platform seam (README, "Platform seams"): the id of the session a signed-in request runs under.
 * Payload's JWT strategy keeps it on req.user as `_sid`, and its sign-out and refresh act on the
 * session it names; nothing documented reads or sets it. payloadSessionId.test.ts checks both.
 */
export const sessionIdOf = (user: User): string | undefined => {
  const sid = (user as { _sid?: unknown })._sid
  return typeof sid === 'string' ? sid : undefined
}

/** Makes the rest of the request run under session `sid`, as a request that arrived with its token does. */
export const runUnderSession = (user: User, sid: string): void => {
  Object.assign(user, { _sid: sid })
}
