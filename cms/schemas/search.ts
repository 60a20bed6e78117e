import { z } from 'zod'
import { CONTROL_CHARACTER } from '../lib/controlCharacters'
import { pageNumber, singleParams } from './queryParams'
import { SEARCH_KINDS, SEARCH_LIMITS } from './searchLimits'

export { SEARCH_KINDS, SEARCH_LIMITS, type SearchKind } from './searchLimits'

// A tab or line break is whitespace a pasted title may bring: it counts as a space. Any other
// control character is refused.
const LINE_BREAKS = /[\t\n\r]+/g

const query = z
  .string({ error: 'q: say what to search for' })
  .trim()
  .min(1, 'q: say what to search for')
  .max(SEARCH_LIMITS.queryLength, `q: a search is at most ${SEARCH_LIMITS.queryLength} characters`)
  .refine((value) => !CONTROL_CHARACTER.test(value.replace(LINE_BREAKS, ' ')), 'q: a search cannot hold control characters')
  // U+FFFD is what a byte that is not UTF-8 (%FF) becomes when the address is read: no one types it.
  .refine((value) => !value.includes('\uFFFD'), 'q: a search must be UTF-8 text')
  .transform((value) => value.replace(LINE_BREAKS, ' '))

/** GET /api/search and /search: `q`, an optional `type` (one group) and `page` (from 1). */
export const searchParamsSchema = z.object({
  q: query,
  type: z.enum(SEARCH_KINDS, { error: `type must be one of ${SEARCH_KINDS.join(', ')}` }).optional(),
  page: pageNumber(SEARCH_LIMITS.lastPage).optional().default(1),
})

export type SearchParams = z.infer<typeof searchParamsSchema>

/** The header's suggestions (GET /api/search/suggest): `q` alone. */
export const suggestParamsSchema = z.object({ q: query })

export type SuggestParams = z.infer<typeof suggestParamsSchema>

export const parseSearchParams = (params: URLSearchParams): SearchParams => searchParamsSchema.parse(singleParams(params, ['q', 'type', 'page'], ['q']))

export const parseSuggestParams = (params: URLSearchParams): SuggestParams => suggestParamsSchema.parse(singleParams(params, ['q'], ['q']))
