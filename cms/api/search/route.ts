import { search } from '../../search/query'
import { parseSearchParams } from '../../schemas/search'
import { route } from '../handler'
import { json } from '../http'

/**
 * GET /api/search?q=&type=&page= (an addition to SPEC §7): the site's search as JSON, what the
 * caller may read. Answered per request and never kept, so made-up searches fill no cache.
 */
export const GET = route(async ({ request, req }) => {
  const params = parseSearchParams(new URL(request.url).searchParams)
  return json(await search(req, params), 200, { 'Cache-Control': 'private, no-store' })
})
