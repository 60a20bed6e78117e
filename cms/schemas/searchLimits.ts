/**
 * What one search may ask for: the kinds of the results page's groups, and its limits. Apart from
 * the schemas (search.ts) so that the header's search box, on every page, does not ship zod.
 */
export const SEARCH_KINDS = ['albums', 'artists', 'posts'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const SEARCH_LIMITS = { queryLength: 200, pageSize: 10, lastPage: 100 } as const
