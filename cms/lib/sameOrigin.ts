import { trustedOrigins } from './siteUrl'

/** What a write from another site's page is told, on every way in. */
export const CROSS_SITE_REFUSED = 'Cross-site requests are not accepted.'

/**
 * Whether a request's Origin is this site's own: one of the trusted origins (`SITE_URL`), or the
 * host the request was sent to (a trusted proxy's X-Forwarded-Host, else Host — our server drops
 * X-Forwarded-Host from anyone else). The first holds behind a balancer that sends its own Host
 * (nginx's default `$proxy_host`); the second when the site is reached by another name than
 * `SITE_URL`'s, with no proxy. A browser on another site sends that site as Origin; a missing or
 * opaque ('null') Origin is not same-origin.
 */
export function originIsOwn(headers: Headers, trusted: readonly string[] = trustedOrigins()): boolean {
  const origin = headers.get('origin')
  if (!origin) return false
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (trusted.some((own) => new URL(own).origin === url.origin)) return true
  return url.host === (headers.get('x-forwarded-host') ?? headers.get('host'))
}
