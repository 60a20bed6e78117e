import { z } from 'zod'
import { CONTROL_CHARACTER } from '../lib/controlCharacters'
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

const page = z
  .string()
  .regex(/^\d{1,4}$/, 'page must be a whole number from 1')
  .transform(Number)
  .pipe(z.number().min(1, 'page must be a whole number from 1').max(SEARCH_LIMITS.lastPage, `page is at most ${SEARCH_LIMITS.lastPage}`))

/** GET /api/search and /search: `q`, an optional `type` (one group) and `page` (from 1). */
export const searchParamsSchema = z.object({
  q: query,
  type: z.enum(SEARCH_KINDS, { error: `type must be one of ${SEARCH_KINDS.join(', ')}` }).optional(),
  page: page.optional().default(1),
})

export type SearchParams = z.infer<typeof searchParamsSchema>

/** The header's suggestions (GET /api/search/suggest): `q` alone. */
export const suggestParamsSchema = z.object({ q: query })

export type SuggestParams = z.infer<typeof suggestParamsSchema>

/** The parameters `keys` of a URL's query string, each given once; a repeated one is refused. */
function singleParams(params: URLSearchParams, keys: readonly string[]): Record<string, string> {
  const single: Record<string, string> = {}
  for (const key of keys) {
    const values = params.getAll(key)
    if (values.length > 1) throw new z.ZodError([{ code: 'custom', path: [key], message: `${key} is given more than once`, input: values }])
    if (values[0] !== undefined && !(key !== 'q' && values[0] === '')) single[key] = values[0]
  }
  return single
}

export const parseSearchParams = (params: URLSearchParams): SearchParams => searchParamsSchema.parse(singleParams(params, ['q', 'type', 'page']))

export const parseSuggestParams = (params: URLSearchParams): SuggestParams => suggestParamsSchema.parse(singleParams(params, ['q']))
