import type http from 'node:http'

/**
 * Next's image optimiser answers a remote picture whose host cannot be reached (its name does not
 * resolve, it refuses the connection) with a bare 500 (16.4.6 too): it rethrows the fetch's error,
 * where it turns a slow host into a 504 and a host's own refusal into that host's status. The
 * failure is the picture's host, not ours, and nothing the visitor can fix: such an answer becomes
 * a 502 that says so, in the words of Next's own image errors.
 */
export const UNREACHABLE_PICTURE_MESSAGE = '"url" parameter is valid but its host could not be reached'

/** Whether an answer about to be sent is that bare 500: for /_next/image of an absolute URL. */
export function isUnreachablePicture(request: http.IncomingMessage, statusCode: number): boolean {
  if (statusCode !== 500 || !request.url?.startsWith('/_next/image?')) return false
  const picture = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1)).get('url') ?? ''
  return /^https?:\/\//i.test(picture)
}
