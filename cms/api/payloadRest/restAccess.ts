import { userIsAdmin } from '../../access/roles'
import { EXPIRE_CACHE_PATH } from '../../cache/fromCommands/commandKey'
import { MAX_BODY_BYTES, payloadErrorJson, withCappedBody } from '../http'
import { CROSS_SITE_REFUSED } from '../../lib/sameOrigin'
import { payloadRequest, writeFromAnotherSite } from '../request'
import { malformedRestRequest, noSuchRoute } from './malformedRequest'

/** A route Payload mounts: for one method, or for any (`*`). */
type Route = { method: string; path: RegExp }

/**
 * Payload's REST (/cms-api) is for its admin (ARCHITECTURE, "Security defaults"); the public
 * reaches data through the /api contract and GraphQL. What anyone may call: the sign-in routes
 * the admin's login, forgot-password and reset screens use, the files of uploaded media and
 * of avatar copies, and the cache expiry a command asks for (which checks the command's key itself).
 */
const PUBLIC_ROUTES: Route[] = [
  { method: 'POST', path: /^users\/(login|logout|refresh-token|forgot-password|reset-password)$/ },
  { method: 'GET', path: /^users\/me$/ },
  { method: 'GET', path: /^(media|avatars)\/file\/[^/]+$/ },
  { method: 'POST', path: new RegExp(`^${EXPIRE_CACHE_PATH.slice(1)}$`) },
]

/**
 * Routes Payload mounts that this site does not use and that fail inside Payload (a 500): e-mail
 * verification is off, so there is no token to look up; the admin never deletes a preference by
 * key, and the adapter's query for it is malformed; no collection or global keeps versions, so
 * there are none to list, read or restore.
 */
const UNUSED_ROUTES: Route[] = [
  { method: 'POST', path: /^users\/verify(\/|$)/ },
  { method: 'DELETE', path: /^payload-preferences\/./ },
  { method: '*', path: /^(globals\/)?[^/]+\/versions(\/|$)/ },
]

const matches = (routes: Route[], method: string, segments: string[]) =>
  routes.some((route) => (route.method === '*' || route.method === method) && route.path.test(segments.join('/')))

export const isPublicRestRoute = (method: string, segments: string[]) => matches(PUBLIC_ROUTES, method, segments)

/** The collection of the file a public route asks for (media, avatars), or null for any other route. */
const fileCollection = (method: string, segments: string[]) =>
  method === 'GET' && (segments[0] === 'media' || segments[0] === 'avatars') && segments[1] === 'file' ? segments[0] : null

/** Payload answers a file name no upload has with a 500 (it looks on the disk first); we ask the collection. */
async function fileExists(request: Request, collection: 'media' | 'avatars', filename: string): Promise<boolean> {
  const req = await payloadRequest(request)
  const found = await req.payload
    .count({ collection, where: { filename: { equals: filename } }, req, overrideAccess: false })
    // A name no file could have (the collection refuses it) is simply not there.
    .catch(() => ({ totalDocs: 0 }))
  return found.totalDocs > 0
}

/**
 * A 404 for an unused route, a 403 for a write from another site's page (the sign-in routes
 * included), a 401 or 403 for anyone but a signed-in admin outside the public routes; null to go on.
 */
async function refusedCaller(request: Request, segments: string[]): Promise<Response | null> {
  if (matches(UNUSED_ROUTES, request.method, segments)) return noSuchRoute()
  if (writeFromAnotherSite(request)) return payloadErrorJson(403, CROSS_SITE_REFUSED)
  if (isPublicRestRoute(request.method, segments)) {
    const collection = fileCollection(request.method, segments)
    const missingFile = collection !== null && !(await fileExists(request, collection, segments.at(-1)!))
    return missingFile ? payloadErrorJson(404, 'There is no such file.') : null
  }
  const { user } = await payloadRequest(request)
  if (!user) return payloadErrorJson(401, 'Please sign in as an admin to use this API.')
  if (!userIsAdmin(user)) return payloadErrorJson(403, 'Only admins may use this API.')
  return null
}

/** An image straight from a camera is larger than any document the admin sends. */
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

/**
 * What Payload's REST handler is given: the request with its body read up to the cap (larger for
 * uploads of media), or the answer that refuses it (refusedCaller's, a 413 for a larger body, a
 * 400 for a request Payload could not read).
 */
export async function admittedRestRequest(request: Request, segments: string[]): Promise<Request | Response> {
  const refused = await refusedCaller(request, segments)
  if (refused) return refused
  const read = await withCappedBody(request, segments[0] === 'media' ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES)
  if (read instanceof Response) return read
  return (await malformedRestRequest(read, segments)) ?? read
}
