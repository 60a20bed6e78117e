import { type PayloadRequest, refreshOperation } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import { ACCOUNT_GONE } from '../../db/sessionWrites'
import type { User } from '../../payload-types'
import { HttpError, json } from '../http'
import { toContractUser } from '../mappers/user'

const WRONG = 'Incorrect email or password.'

function cookieArgs(req: PayloadRequest) {
  return { collectionAuthConfig: req.payload.collections.users.config.auth, cookiePrefix: req.payload.config.cookiePrefix }
}

/** Signs the caller in (Payload's login: sessions; the users collection's pause of failing addresses) and answers `{ user }` with the cookie. */
export async function signIn(req: PayloadRequest, credentials: { email: string; password: string }): Promise<Response> {
  let result
  try {
    result = await req.payload.login({ collection: 'users', data: credentials, req })
  } catch (error) {
    // A wrong password and an unknown e-mail alike; a paused address is answered by the users collection (429).
    if ((error as { status?: number }).status !== 401) throw error
    throw new HttpError(401, WRONG)
  }
  if (!result.token) throw new HttpError(401, WRONG)
  const user = result.user as User
  // Payload blanks updatedAt on the user its login answers (adding a session must not touch it).
  const stored = user.updatedAt ? user : await req.payload.findByID({ collection: 'users', id: user.id, select: { updatedAt: true }, depth: 0, req, disableErrors: true })
  // Deleted the moment after its sign-in: the session went with it.
  if (!stored) throw new HttpError(401, ACCOUNT_GONE)
  const { updatedAt } = stored
  const cookie = generatePayloadCookie({ ...cookieArgs(req), token: result.token })
  return json({ user: toContractUser({ ...user, updatedAt }) }, 200, { 'Set-Cookie': cookie })
}

/**
 * The Set-Cookie value of the caller's session signed afresh, with what they are now (their role
 * above all): Payload's own refresh, which keeps the session and moves its expiry on.
 */
export async function resignedSessionCookie(req: PayloadRequest): Promise<string> {
  const { refreshedToken } = await refreshOperation({ collection: req.payload.collections.users, req })
  return generatePayloadCookie({ ...cookieArgs(req), token: refreshedToken })
}

/** The Set-Cookie value that removes the session cookie. */
export function expiredSessionCookie(req: PayloadRequest): string {
  return generateExpiredPayloadCookie(cookieArgs(req))
}
