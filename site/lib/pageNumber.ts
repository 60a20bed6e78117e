/** The page a /blog/page/{n} or /albums/page/{n} segment names: a whole number written plainly; null for anything else (a 404). */
export function parsePageNumber(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : null
}

/**
 * Page n of a list for its /…/page/{n} route, or null (a 404): not a page number, page 1 (which
 * next.config redirects to the list itself), or past the last page. The first page's read knows
 * the count, so a page past the last is never read, and so never kept in the cache.
 */
export async function listedPage<Listing extends { pageCount: number }>(
  segment: string,
  readFirstPage: () => Promise<{ pageCount: number }>,
  readPage: (page: number) => Promise<Listing>,
): Promise<(Listing & { page: number }) | null> {
  const page = parsePageNumber(segment)
  if (page === null || page === 1) return null
  if (page > (await readFirstPage()).pageCount) return null
  const listing = await readPage(page)
  return page <= listing.pageCount ? { page, ...listing } : null
}
