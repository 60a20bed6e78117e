import { isAdminRole } from '@cms/access/roles'
import { SESSION_COOKIE } from '@cms/cache/tags'
import { safeNext } from '@cms/lib/safeNext'
import { signedSessionClaims } from '@cms/lib/sessionToken'
import { NextResponse, type NextRequest } from 'next/server'
import { searchAsked } from './lib/searchAsked'
import { serverActionRefusal } from './lib/serverActionRefusal'
import { SIGNED_IN_HOME } from './lib/signedInHome'

/** `/` is two pages, chosen by cookie: no shared cache may keep the home to hand it to others. */
const PERSONAL = { 'cache-control': 'private, no-cache' }

const SEARCH_PAGE = '/search'

const SIGN_IN_PAGE = '/login'

/** Where a signed-in visitor without the admin role is sent from the admin (SPEC §2). */
const NOT_FOR_THEM = '/albums'

/** No page lives here: a rewrite to it answers with the site's not-found page, status 404. */
const NOWHERE = `${SIGNED_IN_HOME}/not-an-address`

/**
 * `/` is the one address that differs for the signed-in: the landing page for everyone else, the
 * home (a kept shell with the visitor's own rendered into it per request) for a request whose
 * session cookie this site signed and has not expired. Two routes, not one page with a hole:
 * a per-request hole on `/` would make every visitor's landing page a render (README "Pages and
 * caching" gives the figures). A forged, garbled or expired cookie
 * gets the landing page without any database work. The home's own address is not one to visit.
 *
 * The admin sends a session signed for a role other than admin to /albums (SPEC §2) from here: a
 * page's own redirect() comes after its shell, in a 200. The role signed is a hint (GET
 * /api/auth/user signs the session afresh when the role changes); the admin's layout still asks
 * the database. The sign-in page sends a signed session on the same way.
 */
export async function proxy(request: NextRequest) {
  // A search that cannot run (too long, a control character, page 0) is the caller's mistake: the
  // page says why, with the status GET /api/search answers it with.
  if (request.nextUrl.pathname === SEARCH_PAGE) {
    return NextResponse.next(searchAsked(request.nextUrl.searchParams).problem ? { status: 400 } : undefined)
  }
  const url = request.nextUrl.clone()
  const token = request.cookies.get(SESSION_COOKIE)?.value
  const claims = token ? await signedSessionClaims(token) : null
  if (request.headers.has('next-action')) {
    const refused = serverActionRefusal({ method: request.method, pathname: url.pathname, headers: request.headers, session: claims })
    if (refused) return NextResponse.json({ message: refused.message }, { status: refused.status })
  }
  if (url.pathname === SIGNED_IN_HOME) {
    url.pathname = NOWHERE
    return NextResponse.rewrite(url)
  }
  // Signed in already: on to where the sign-in would have led (the page's own redirect came
  // after its empty shell). A cookie whose session ended elsewhere is dropped by the first page's
  // GET /api/auth/user, so its holder reaches the form after that.
  if (url.pathname === SIGN_IN_PAGE) {
    if (!claims) return NextResponse.next()
    const target = new URL(safeNext(url.searchParams.get('next')), request.url)
    // Sent back to the sign-in page itself, it would answer the same again: home instead.
    return NextResponse.redirect(target.pathname === SIGN_IN_PAGE ? new URL('/', request.url) : target)
  }
  if (url.pathname !== '/') {
    return !claims || isAdminRole(claims.role) ? NextResponse.next() : NextResponse.redirect(new URL(NOT_FOR_THEM, request.url))
  }
  if (!claims) return NextResponse.next()
  url.pathname = SIGNED_IN_HOME
  return NextResponse.rewrite(url, { headers: PERSONAL })
}

// Literals: Next reads the matcher at build time. Only a request for /, the admin or /login that carries
// the session cookie (SESSION_COOKIE), one for the home's own address, one for /search (rendered
// per request anyway) or a server action runs the proxy at all: signed-out visitors of `/` are answered from the cache
// without it, and a proxy costs about a sixth of a cached page's time.
export const config = {
  matcher: [
    { source: '/', has: [{ type: 'cookie', key: 'payload-token' }] },
    { source: '/admin/:path*', has: [{ type: 'cookie', key: 'payload-token' }] },
    { source: '/login', has: [{ type: 'cookie', key: 'payload-token' }] },
    { source: '/home' },
    { source: '/search' },
    // A server action, wherever it is sent (serverActionRefusal).
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
}
