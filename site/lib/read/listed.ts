import 'server-only'

/**
 * `read(slug)` when the cached list of public addresses holds `slug`, else null: nothing is read,
 * or kept, for a slug that is made up (any caller can make one up).
 */
export async function whenListed<T>(listed: Promise<{ slug?: string | null }[]>, slug: string, read: (slug: string) => Promise<T>): Promise<T | null> {
  return (await listed).some((entry) => entry.slug === slug) ? read(slug) : null
}
