import { parseSuggestParams } from '@cms/schemas/search'
import { suggest } from '@cms/search/suggest'
import { route } from '../../handler'
import { json } from '../../http'

/**
 * GET /api/search/suggest?q= (an addition to SPEC §7): the header's suggestions as the visitor
 * types, titles only, what the caller may read. Answered per request and never kept.
 */
export const GET = route(async ({ request, req }) => {
  const params = parseSuggestParams(new URL(request.url).searchParams)
  return json(await suggest(req, params), 200, { 'Cache-Control': 'private, no-store' })
})
