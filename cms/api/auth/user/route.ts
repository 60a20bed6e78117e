import { parseCookies } from 'payload/shared'
import { SESSION_COOKIE } from '@cms/cache/tags'
import { signedSessionClaims } from '@cms/lib/sessionToken'
import { route } from '../../handler'
import { errorJson, json } from '../../http'
import { toContractUser } from '../../mappers/user'
import { expiredSessionCookie, resignedSessionCookie } from '../session'

/**
 * GET /api/auth/user: the signed-in user, or 401 when signed out. Every page asks it for a
 * signed-in visitor, so it is where a session signed before the visitor's role changed (an admin
 * promoted or demoted them) is signed afresh: the proxy reads the role from the session.
 */
export const GET = route(async ({ request, req }) => {
  const token = parseCookies(request.headers).get(SESSION_COOKIE)
  const user = req.user
  // A cookie that signs nobody in (its session ended elsewhere, its account gone) goes with the
  // answer: the proxy would otherwise keep sending its holder on from /login, as signed in.
  if (!user) return errorJson(401, 'Unauthorized', token ? { 'Set-Cookie': expiredSessionCookie(req) } : undefined)
  const claims = token ? await signedSessionClaims(token) : null
  const headers = claims && claims.role !== user.role ? { 'Set-Cookie': await resignedSessionCookie(req) } : undefined
  return json(toContractUser(user), 200, headers)
})
