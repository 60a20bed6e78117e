import type http from 'node:http'
import { MEDIA_FILE_PATH as MEDIA_FILES } from '@cms/collections/Media/mediaFileUrl'
import { isApiPath } from './apiPath'

/**
 * What shared caches (a CDN, a caching proxy) are told about our cached pages. Next sends a page
 * from its cache with `s-maxage=31536000`: a CDN would keep it for a year, while our pages go
 * stale by tag the moment a write lands, and no CDN hears of that. So a cached page may be stored
 * but must be asked for again each time; this server answers those from its own cache. Next sets a
 * page's Cache-Control itself (over any that next.config's headers() gives), and none on /api.
 */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/** The one address whose page depends on the cookie: the landing page, or the signed-in home. */
const CHOSEN_BY_COOKIE = '/'

/** Where Next's optimiser resizes pictures, uploaded files among them. */
const RESIZED_PICTURES = '/_next/image'

/**
 * Answers of the contract, GraphQL and Payload's REST, which depend on who asks (an admin's GET
 * /api/albums lists albums not yet released; GET /api/auth/user names the user). Uploaded files
 * (their own rules below) and avatar copies (the same for everyone) are not.
 */
const isPerCaller = (path: string) => isApiPath(path) && !path.startsWith(MEDIA_FILES) && !path.startsWith('/cms-api/avatars/file/')
export const PER_CALLER_CACHE_CONTROL = 'private, no-store'

/** Refusals that may not hold for long: a file not public yet is public at its album's release. */
export const NOT_YET_CACHE_CONTROL = 'no-store'

/**
 * An uploaded file is public from its publicFrom (cms/access/publicMediaOrAdmin.ts) and an admin
 * sees it before. So an answer to a caller who may be signed in (any cookie, any Authorization)
 * is theirs alone; a visitor's may be stored but is asked for again each time, as a page is, and
 * a refusal is not stored at all, or a shared cache would refuse the file past its release.
 */
function mediaFileCacheControl(request: http.IncomingMessage, status: number): string {
  if (status >= 400) return NOT_YET_CACHE_CONTROL
  if (request.headers.cookie !== undefined || request.headers.authorization !== undefined) return PER_CALLER_CACHE_CONTROL
  return CACHED_PAGE_CACHE_CONTROL
}

/** Sets the response's caching headers for shared caches; called as its headers are written. */
export function tellSharedCaches(request: http.IncomingMessage, response: http.ServerResponse, status: number): void {
  const path = request.url?.split('?')[0] ?? '/'
  if (path.startsWith(MEDIA_FILES)) response.setHeader('cache-control', mediaFileCacheControl(request, status))
  // The optimiser fetches the file as a visitor and keeps only what it got: its refusals, as the file's.
  else if (path === RESIZED_PICTURES && status >= 400) response.setHeader('cache-control', NOT_YET_CACHE_CONTROL)
  const control = response.getHeader('cache-control')
  if (typeof control === 'string' && /\bs-maxage=/i.test(control)) response.setHeader('cache-control', CACHED_PAGE_CACHE_CONTROL)
  else if (control === undefined && isPerCaller(path)) response.setHeader('cache-control', PER_CALLER_CACHE_CONTROL)
  if (path !== CHOSEN_BY_COOKIE) return
  const vary = response.getHeader('vary')
  const listed = vary === undefined ? [] : String(vary).split(',').map((name) => name.trim())
  if (!listed.some((name) => name.toLowerCase() === 'cookie')) response.setHeader('vary', [...listed, 'Cookie'].filter(Boolean).join(', '))
}
