import config from '@payload-config'
import { type CollectionSlug, createPayloadRequest, Forbidden, type PayloadRequest } from 'payload'
import { userIsAdmin } from '../access/roles'
import { CROSS_SITE_REFUSED, originIsOwn } from '../lib/sameOrigin'
import { HttpError } from './http'

/** Payload's request for this call: the caller's user (from the session cookie) and the Local API. */
export function payloadRequest(request: Request): Promise<PayloadRequest> {
  return createPayloadRequest({ config, request })
}

export function requireUser(req: PayloadRequest): NonNullable<PayloadRequest['user']> {
  if (!req.user) throw new HttpError(401, 'Unauthorized')
  return req.user
}

/** The admin-only routes of SPEC §7: 401 signed out, 403 signed in without the admin role. */
export function requireAdmin(req: PayloadRequest): NonNullable<PayloadRequest['user']> {
  const user = requireUser(req)
  if (!userIsAdmin(user)) throw new HttpError(403, 'Only admins may do this.')
  return user
}

/**
 * Asks the collection's own access rule before the body is read, so that a caller who may not
 * write learns that (401 signed out, 403 otherwise) rather than what their body lacks, or whether
 * the document exists. A rule that answers with a query ("own comments only") is settled by the
 * write itself.
 */
export async function requireAccess(req: PayloadRequest, collection: CollectionSlug, operation: 'create' | 'update' | 'delete'): Promise<void> {
  const rule = req.payload.collections[collection].config.access[operation]
  if ((await rule({ req })) === false) throw new Forbidden(req.t)
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Whether a request is a write sent by another site's page. Writes are accepted only from our own
 * pages (or from clients that send no Origin at all, such as scripts with a cookie of their own):
 * a browser on another site always sends its Origin. Signing in is a write too: another site must
 * not sign a visitor into an account of its choosing.
 */
export function writeFromAnotherSite(request: Request): boolean {
  if (!MUTATING.has(request.method)) return false
  const { headers } = request
  if (headers.get('sec-fetch-site') === 'cross-site') return true
  return headers.get('origin') !== null && !originIsOwn(headers)
}

export function assertSameOrigin(request: Request): void {
  if (writeFromAnotherSite(request)) throw new HttpError(403, CROSS_SITE_REFUSED)
}
