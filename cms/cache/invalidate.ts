import { revalidateTag } from 'next/cache'

/**
 * Expires the given tags in Next's cache now, so the very next request reads the write (not a
 * stale copy while it re-renders). Next applies the expiry when the current request ends; with
 * REDIS_URL the cache handler shares it with every instance.
 *
 * A write with no request of this server to attach the expiry to is let through: demo content
 * seeded when Payload opens on a page's first read (nothing is cached yet then), and a CLI script
 * in a process of its own, which cannot reach this server's cache (README "Caching").
 */
export function invalidateTags(tags: readonly string[]): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!outsideRequest(error)) throw error
    }
  }
}

// Next's words for "no request to attach this to", "called while rendering a page" and "called
// while filling the cache" (Payload opens, and seeds demo content, on the first read).
const OUTSIDE = ['static generation store missing', "can't be called during render", "can't be called inside a cached function"]

function outsideRequest(error: unknown): boolean {
  return error instanceof Error && OUTSIDE.some((words) => error.message.includes(words))
}
