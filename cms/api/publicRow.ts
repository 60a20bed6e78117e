import { cacheTag } from 'next/cache'
import { keepShowing } from '../cache/scheduled'
import type { Released } from '../release/nextRelease'
import { keepNothing } from '../cache/releaseLife'
import { hasSessionCookie } from '../cache/tags'
import { siteUrl } from '../lib/siteUrl'

type RouteContext<P> = { params: Promise<P> }
type Handler<P> = (request: Request, context?: RouteContext<P>) => Promise<Response>
type Answer = { status: number; body: string; contentType: string }
type Params = Record<string, string>
type Shows = readonly Released[]
type Row = { answer: (request: Request, params: Params) => Promise<Response>; tags: (params: Params) => string[]; shows: Shows }

/** The public rows by name: a cached function takes only what can be its key, not the handler. */
const rows = new Map<string, Row>()

/**
 * A row's answer to a visitor without a session, kept in Next's cache until a write expires one
 * of its tags or the next release of what it shows goes live. Only a found row is kept: a miss (a
 * made-up slug's 404), a refusal and a server error are answered afresh each time, since any
 * caller can make up addresses and keeping what they find would let anyone fill the cache.
 */
async function visitorAnswer(name: string, path: string, params: Params): Promise<Answer> {
  'use cache'
  const row = rows.get(name)
  if (!row) throw new Error(`No public row named ${name}`)
  const response = await row.answer(new Request(new URL(path, siteUrl())), params)
  if (response.ok) await keepShowing(row.shows, row.tags(params))
  else {
    cacheTag(...row.tags(params))
    keepNothing()
  }
  return { status: response.status, body: await response.text(), contentType: response.headers.get('content-type') ?? 'application/json' }
}

/**
 * The address with each part percent-encoded one way: it is part of the cache key, and a slug
 * spelled with any of its letters encoded (`%68ow-…` for `how-…`) is the same row. Each spelling
 * was kept apart, so a visitor could fill the cache with one article.
 */
function spelledOneWay(pathname: string): string {
  return pathname
    .split('/')
    .map((part) => {
      try {
        return encodeURIComponent(decodeURIComponent(part))
      } catch {
        // Not an address part that decodes: such a path is refused before any row (site/server/malformedPath.ts).
        return part
      }
    })
    .join('/')
}

/**
 * A public GET row of the contract served from Next's cache to signed-out callers: the handler
 * runs once as a visitor without a session (the query is not part of these rows). A caller with
 * a session cookie is answered per request, by the same handler, since what the collections let
 * them read may differ (admins see hidden documents).
 */
export function publicRow<P extends Params>(name: string, shows: Shows, tags: (params: P) => string[], handler: Handler<P>): Handler<P> {
  // The params a row is asked with are the ones its route gave (P), as a cache key.
  const asRouteParams = (params: Params) => params as P
  rows.set(name, {
    answer: (request, params) => handler(request, { params: Promise.resolve(asRouteParams(params)) }),
    tags: (params) => tags(asRouteParams(params)),
    shows,
  })
  return async (request, context) => {
    if (hasSessionCookie(request.headers.get('cookie'))) return handler(request, context)
    const params = context ? await context.params : ({} as P)
    const answer = await visitorAnswer(name, spelledOneWay(new URL(request.url).pathname), params)
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } })
  }
}
