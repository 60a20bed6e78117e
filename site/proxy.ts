import { SESSION_COOKIE } from '@cms/cache/tags'
import { NextResponse, type NextRequest } from 'next/server'
import { SIGNED_IN_HOME, SIGNED_IN_HOME_HEADER } from './lib/signedInHome'

/**
 * `/` is the one page that differs for the signed-in: the cached landing page for everyone else,
 * the personal home (rendered per request) when a session cookie comes with the request.
 */
export function proxy(request: NextRequest) {
  if (!request.cookies.has(SESSION_COOKIE)) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = SIGNED_IN_HOME
  const headers = new Headers(request.headers)
  headers.set(SIGNED_IN_HOME_HEADER, '1')
  return NextResponse.rewrite(url, { request: { headers } })
}

// Literals: Next reads the matcher at build time. Only a request that carries the session cookie
// (SESSION_COOKIE) runs the proxy at all: signed-out visitors of `/` are answered from the cache
// without it, and a proxy costs about a sixth of a cached page's time.
export const config = { matcher: [{ source: '/', has: [{ type: 'cookie', key: 'payload-token' }] }] }
