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

// A literal: Next reads the matcher at build time.
export const config = { matcher: ['/'] }
