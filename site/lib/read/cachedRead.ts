import 'server-only'
import { unstable_cache } from 'next/cache'

/**
 * A read served from Next's cache until one of its tags is invalidated by a collection hook
 * (cms/hooks/revalidateCache.ts). A page that calls it carries the same tags, so the page's
 * cached HTML expires with it. Only reads made as a signed-out visitor belong here.
 */
export function cachedRead<T>(key: readonly string[], tags: readonly string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, [...key], { tags: [...tags] })()
}
