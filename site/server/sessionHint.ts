import { SESSION_COOKIE, SESSION_HINT_COOKIE, hasSessionCookie } from '@cms/cache/tags'

const hasCookie = (header: string | undefined, name: string) =>
  Boolean(header?.split(';').some((pair) => pair.trim().startsWith(`${name}=`)))

/**
 * The readable companion of Payload's HttpOnly session cookie: its presence tells the browser a
 * session may exist, so signed-out visitors never ask GET /api/auth/user (whose 401 would be a
 * console error on every cached page). It carries no secret; the session cookie still decides.
 *
 * Given the Set-Cookie lines of a response and the request's Cookie header, returns the lines to
 * add: the hint set or cleared whenever the session cookie is, and set when a request carries a
 * session but no hint (sessions from before the hint existed).
 *
 * Here, not in Next: Payload sets its session cookie from several routes (its REST and GraphQL
 * sign-in, sign-out, refresh and reset, and our contract's), and Next has no place that sees every
 * response's Set-Cookie (its proxy runs before the route and never sees the answer).
 */
export function sessionHintCookies(setCookies: readonly string[], requestCookie: string | undefined): string[] {
  const session = setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))
  if (session) {
    const attributes = session.split(';').slice(1).map((part) => part.trim())
    const kept = attributes.filter((part) => /^(expires|max-age|path|samesite|secure|domain)\b/i.test(part))
    const value = session.slice(SESSION_COOKIE.length + 1).split(';')[0]
    return [`${SESSION_HINT_COOKIE}=${value ? '1' : ''}; ${kept.join('; ')}`]
  }
  if (hasSessionCookie(requestCookie ?? null) && !hasCookie(requestCookie, SESSION_HINT_COOKIE)) {
    return [`${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax`]
  }
  return []
}
