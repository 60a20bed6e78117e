import type { PayloadRequest } from 'payload'
import { errorResponse } from './http'
import { assertSameOrigin, payloadRequest } from './request'

type RouteContext<P> = { params: Promise<P> }
type Handle<P> = (args: { request: Request; req: PayloadRequest; params: P }) => Promise<Response>

/**
 * Wraps one /api contract handler: same-origin check for writes, Payload's request with the
 * caller's user, and every error turned into a status with `{ message }`.
 */
export function route<P = Record<string, never>>(handle: Handle<P>) {
  return async (request: Request, context?: RouteContext<P>): Promise<Response> => {
    try {
      assertSameOrigin(request)
      const req = await payloadRequest(request)
      const params = (context ? await context.params : {}) as P
      return await handle({ request, req, params })
    } catch (error) {
      return errorResponse(error)
    }
  }
}
