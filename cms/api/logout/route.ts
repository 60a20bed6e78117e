import { logoutOperation, type PayloadRequest } from 'payload'
import { errorJson, errorResponse } from '../http'
import { payloadRequest } from '../request'
import { expiredSessionCookie } from '../auth/session'

/**
 * Whether the browser says this is a visit (a top-level navigation) or our own page's fetch, by
 * Fetch Metadata. An image, script or frame pointing here, from any page, is neither. Clients that
 * send no Fetch Metadata at all (scripts, older browsers) are taken at their word.
 */
function meantToSignOut(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (!site) return true
  const mode = headers.get('sec-fetch-mode')
  const dest = headers.get('sec-fetch-dest')
  if (mode === 'navigate') return dest === 'document'
  return site === 'same-origin' && (mode === 'cors' || mode === 'same-origin') && dest === 'empty'
}

/** Whether the account is still there: one deleted meanwhile (Payload answers 400 "No User") has no session left to end. */
async function accountExists(req: PayloadRequest, id: number | string): Promise<boolean> {
  return Boolean(await req.payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, select: { id: true }, req }))
}

/**
 * GET /api/logout: ends this session (Payload sessions) and returns home signed out. HEAD (link
 * checkers, prefetchers) is told where it leads and changes nothing.
 */
export async function GET(request: Request): Promise<Response> {
  if (request.method === 'HEAD') return new Response(null, { status: 303, headers: { Location: '/' } })
  try {
    if (!meantToSignOut(request.headers)) return errorJson(403, 'Sign out from the site itself; nothing was changed.')
    const req = await payloadRequest(request)
    const { user } = req
    if (user) {
      await logoutOperation({ collection: req.payload.collections.users, req }).catch(async (error: unknown) => {
        if (await accountExists(req, user.id)) throw error
      })
    }
    return new Response(null, { status: 303, headers: { Location: '/', 'Set-Cookie': expiredSessionCookie(req) } })
  } catch (error) {
    return errorResponse(error)
  }
}
