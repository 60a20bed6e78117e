import { unstable_cache } from 'next/cache'
import { scheduledTags } from '../cache/scheduled'
import { hasSessionCookie } from '../cache/tags'

type RouteContext<P> = { params: Promise<P> }
type Handler<P> = (request: Request, context?: RouteContext<P>) => Promise<Response>
type Answer = { status: number; body: string; contentType: string }

/** A server error is never kept: the next caller asks again. */
class Uncacheable extends Error {
  constructor(readonly response: Response) {
    super('uncacheable answer')
  }
}

/**
 * A public GET row of the contract served from Next's cache to signed-out callers: the handler
 * runs once as a visitor without a session, and its answer is kept until a collection hook
 * invalidates one of `tags` or the next scheduled release goes live. A caller with a session
 * cookie is answered per request, by the same handler, since what the collections let them read
 * may differ (admins see hidden documents).
 */
export function publicRow<P>(name: string, tags: (params: P) => string[], handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    if (hasSessionCookie(request.headers.get('cookie'))) return handler(request, context)
    const params = (context ? await context.params : {}) as P
    // The same address without the caller's headers: a visitor without a session.
    const url = request.url
    const asVisitor = async (): Promise<Answer> => {
      const response = await handler(new Request(url), context)
      if (response.status >= 500) throw new Uncacheable(response)
      return {
        status: response.status,
        body: await response.text(),
        contentType: response.headers.get('content-type') ?? 'application/json',
      }
    }
    try {
      const keep = { tags: [...tags(params), ...(await scheduledTags())] }
      const answer = await unstable_cache(asVisitor, ['api', name, JSON.stringify(params)], keep)()
      return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } })
    } catch (error) {
      if (error instanceof Uncacheable) return error.response
      throw error
    }
  }
}
