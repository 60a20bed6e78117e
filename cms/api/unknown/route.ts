import { errorJson } from '../http'

/** Long enough for any real address; a made-up one of megabytes is not echoed back whole. */
const SHOWN_PATH_CHARS = 200

/**
 * Any /api address that no row of the contract claims: a JSON 404 for API clients, whatever the
 * method, rather than the site's HTML not-found page.
 */
export function unknownAddress(request: Request): Response {
  const { pathname } = new URL(request.url)
  const shown = pathname.length > SHOWN_PATH_CHARS ? `${pathname.slice(0, SHOWN_PATH_CHARS)}…` : pathname
  return errorJson(404, `No API endpoint at ${shown}.`)
}
