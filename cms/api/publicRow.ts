import { unstable_cache } from 'next/cache'
import { scheduledTags } from '../cache/scheduled'
import { hasSessionCookie } from '../cache/tags'

type RouteContext<P> = { params: Promise<P> }
type Handler<P> = (request: Request, context?: RouteContext<P>) => Promise<Response>
type Answer = { status: number; body: string; contentType: string }

/**
 * Only a found row is kept. A miss (a made-up slug's 404), a refusal and a server error are
 * answered afresh each time: any caller can make up addresses, and keeping what they find would
 * let anyone fill the cache, evicting real pages, and Redis, with rows nobody will ask for again.
 * unstable_cache stores nothing when its function throws, so such an answer leaves as an error.
 */
class Uncacheable extends Error {
  constructor(readonly response: Response) {
    super('uncacheable answer')
  }
}

/**
 * A public GET row of the contract served from Next's cache to signed-out callers: the handler
 * runs once as a visitor without a session, and its answer is kept until a collection hook
 * invalidates one of `tags` or the next scheduled release goes live (a miss is not kept). A caller
 * with a session cookie is answered per request, by the same handler, since what the collections
 * let them read may differ (admins see hidden documents).
 */
export function publicRow<P>(name: string, tags: (params: P) => string[], handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    if (hasSessionCookie(request.headers.get('cookie'))) return handler(request, context)
    const params = (context ? await context.params : {}) as P
    // The same address without the caller's headers: a visitor without a session.
    const url = request.url
    const asVisitor = async (): Promise<Answer> => {
      const response = await handler(new Request(url), context)
      if (!response.ok) throw new Uncacheable(response)
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
