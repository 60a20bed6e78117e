import { safeNext } from '../../lib/safeNext'

/** GET /api/login?next=/path: to the sign-in page, remembering where to return. */
export function GET(request: Request): Response {
  const url = new URL(request.url)
  const next = safeNext(url.searchParams.get('next'))
  const target = next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`
  return new Response(null, { status: 303, headers: { Location: target } })
}
