import 'server-only'
import { scheduledTags } from '@cms/cache/scheduled'
import { unstable_cache } from 'next/cache'

/**
 * A read served from Next's cache until one of its tags is invalidated by a collection hook
 * (cms/hooks/revalidateCache.ts), or until the next scheduled release goes live (scheduledTags).
 * A page that calls it carries the same tags, so the page's cached HTML expires with it. Only
 * reads made as a signed-out visitor belong here.
 */
export async function cachedRead<T>(key: readonly string[], tags: readonly string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, [...key], { tags: [...tags, ...(await scheduledTags())] })()
}
