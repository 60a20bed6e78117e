import type http from 'node:http'
import { isApiPath } from './apiPath'

/**
 * What shared caches (a CDN, a caching proxy) are told about our cached pages. Next sends a page
 * from its cache with `s-maxage=31536000`: a CDN would keep it for a year, while our pages go
 * stale by tag the moment a write lands, and no CDN hears of that. So a cached page may be stored
 * but must be asked for again each time; this server answers those from its own cache.
 */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/** The one address whose page depends on the cookie: the landing page, or the signed-in home. */
const CHOSEN_BY_COOKIE = '/'

/**
 * Answers of the contract, GraphQL and Payload's REST, which depend on who asks (an admin's GET
 * /api/albums lists albums not yet released; GET /api/auth/user names the user). Uploaded files
 * and avatar copies are the same for everyone.
 */
const isPerCaller = (path: string) => isApiPath(path) && !path.startsWith('/cms-api/media/file/') && !path.startsWith('/cms-api/avatars/file/')
export const PER_CALLER_CACHE_CONTROL = 'private, no-store'

/** Sets the response's caching headers for shared caches; called as its headers are written. */
export function tellSharedCaches(request: http.IncomingMessage, response: http.ServerResponse): void {
  const path = request.url?.split('?')[0] ?? '/'
  const control = response.getHeader('cache-control')
  if (typeof control === 'string' && /\bs-maxage=/i.test(control)) response.setHeader('cache-control', CACHED_PAGE_CACHE_CONTROL)
  else if (control === undefined && isPerCaller(path)) response.setHeader('cache-control', PER_CALLER_CACHE_CONTROL)
  if (path !== CHOSEN_BY_COOKIE) return
  const vary = response.getHeader('vary')
  const listed = vary === undefined ? [] : String(vary).split(',').map((name) => name.trim())
  if (!listed.some((name) => name.toLowerCase() === 'cookie')) response.setHeader('vary', [...listed, 'Cookie'].filter(Boolean).join(', '))
}
