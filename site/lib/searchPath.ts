import type { SearchKind } from '@cms/schemas/searchLimits'

/** The shareable address of a search: /search?q=…, with one group and a page when asked. */
export function searchPath(q: string, type?: SearchKind, page = 1): string {
  const params = new URLSearchParams({ q })
  if (type) params.set('type', type)
  if (page > 1) params.set('page', String(page))
  return `/search?${params}`
}
