import { type AuthStrategyFunction, JWTAuthentication } from 'payload'

/**
 * The session cookie of a request that carries neither Origin nor Sec-Fetch-Site, checked by
 * Payload's own JWT strategy (signature, session, lock) as if it came from our site.
 *
 * Payload (since 3.79.1) ignores such a cookie when `csrf` is set. Those requests are API clients
 * with a cookie of their own (SPEC §7's rows through scripts), and a browser's same-origin GET over
 * plain HTTP on a host other than localhost, which sends Fetch Metadata only to secure origins
 * (payloadcms/payload#17565). Neither is a forgery: a browser sends Origin with every cross-site
 * write, the SameSite=Lax cookie stays home on cross-site subrequests, and a cross-site read cannot
 * see its answer. A request that does send either header is left to Payload's rule.
 */
export const cookieWithoutFetchMetadata: { name: string; authenticate: AuthStrategyFunction } = {
  name: 'cookie-without-fetch-metadata',
  authenticate: (args) => {
    const { headers, payload } = args
    const hasToken = headers.get('cookie')?.includes(`${payload.config.cookiePrefix}-token=`)
    if (!hasToken || headers.has('origin') || headers.has('sec-fetch-site')) return { user: null }
    const ours = new Headers(headers)
    ours.set('sec-fetch-site', 'same-origin')
    return JWTAuthentication({ ...args, headers: ours, strategyName: 'local-jwt' })
  },
}
