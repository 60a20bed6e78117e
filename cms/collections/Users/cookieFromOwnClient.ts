import { type AuthStrategyFunction, JWTAuthentication } from 'payload'
import { originIsOwn } from '../../lib/sameOrigin'

/**
 * The session cookie of a request that Payload's `csrf` rule ignores though no other site sent it,
 * checked by Payload's own JWT strategy (signature, session, lock) as if it came from our site:
 * - a request with neither Origin nor Sec-Fetch-Site (Payload ignores it since 3.79.1): an API
 *   client with a cookie of its own (SPEC §7's rows through scripts), or a browser's same-origin
 *   GET over plain HTTP on a host other than localhost, which gets no Fetch Metadata
 *   (payloadcms/payload#17565);
 * - a request whose Origin is the very host it was sent to, when that host is not in the allow-list
 *   (SITE_URL unset, the site reached by another name).
 * Neither is a forgery: a browser on another site sends that site as Origin with every write, the
 * SameSite=Lax cookie stays home on cross-site subrequests, and a cross-site read cannot see its
 * answer. Any other request is left to Payload's rule.
 */
export const cookieFromOwnClient: { name: string; authenticate: AuthStrategyFunction } = {
  name: 'cookie-from-own-client',
  authenticate: (args) => {
    const { headers, payload } = args
    const hasToken = headers.get('cookie')?.includes(`${payload.config.cookiePrefix}-token=`)
    const site = headers.get('sec-fetch-site')
    const ownClient = !headers.has('origin') && !site
    const ownPage = site !== 'cross-site' && originIsOwn(headers)
    if (!hasToken || !(ownClient || ownPage)) return { user: null }
    const ours = new Headers(headers)
    ours.delete('origin')
    ours.set('sec-fetch-site', 'same-origin')
    return JWTAuthentication({ ...args, headers: ours, strategyName: 'local-jwt' })
  },
}
