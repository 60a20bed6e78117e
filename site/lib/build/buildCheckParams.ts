/** The one page of a dynamic route that `next build` renders: it names nothing, so it is missing. */
export const BUILD_CHECK = '_build-check'

/**
 * generateStaticParams for a route whose pages come from the database. With Cache Components Next
 * builds such a route only if at least one page is named, to check that the route prerenders;
 * the build has no database, so it is given this one, which is never served (the cache starts
 * empty: site/cache-handler.mjs). Every real page renders on its first visit and is then kept.
 */
export function buildCheckParams<K extends string>(name: K): Record<K, string>[] {
  return [{ [name]: BUILD_CHECK } as Record<K, string>]
}
