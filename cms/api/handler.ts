import type { PayloadRequest } from 'payload'
import { errorJson, errorResponse, HttpError } from './http'
import { assertSameOrigin, payloadRequest } from './request'

type RouteContext<P> = { params: Promise<P> }
type Handle<P> = (args: { request: Request; req: PayloadRequest; params: P }) => Promise<Response>

/**
 * Wraps one /api contract handler: same-origin check for writes, Payload's request with the
 * caller's user, and every error turned into a status with `{ message }`.
 */
export function route<P = Record<string, never>>(handle: Handle<P>) {
  return async (request: Request, context?: RouteContext<P>): Promise<Response> => {
    let req: PayloadRequest | undefined
    try {
      assertSameOrigin(request)
      req = await payloadRequest(request)
      const params = (context ? await context.params : {}) as P
      return await handle({ request, req, params })
    } catch (error) {
      // The collections' access says "not allowed" to everyone; to a signed-out caller that is a 401.
      const refusedByAccess = !(error instanceof HttpError) && (error as { status?: number }).status === 403
      if (refusedByAccess && req && !req.user) return errorJson(401, 'Unauthorized')
      return errorResponse(error)
    }
  }
}
