import { logoutOperation } from 'payload'
import { errorResponse } from '../http'
import { payloadRequest } from '../request'
import { expiredSessionCookie } from './session'

/** GET /api/logout: ends this session (Payload sessions) and returns home signed out. */
export async function GET(request: Request): Promise<Response> {
  try {
    const req = await payloadRequest(request)
    if (req.user) await logoutOperation({ collection: req.payload.collections.users, req })
    return new Response(null, { status: 303, headers: { Location: '/', 'Set-Cookie': expiredSessionCookie(req) } })
  } catch (error) {
    return errorResponse(error)
  }
}
