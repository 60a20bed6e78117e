import { revalidateTag } from 'next/cache'
import { noteExpired } from './settleWrites'
import { expireInStores } from './stores.mjs'

const EXPIRE_NOW = { expire: 0 }

/**
 * Expires the given tags in Next's cache before the write's response is sent, so the very next
 * request reads the write (not a stale copy while it re-renders).
 *
 * `revalidateTag` records the expiry, and Next applies it once the response has gone out: a
 * client that writes and then reads at once could be answered from the old entry. The stores
 * are therefore told here too, and awaited (./stores.mjs); with REDIS_URL that is the shared
 * cache every instance reads. An entry a concurrent visitor started rendering from the old rows
 * before this is not served once stored (each store compares its start with the expiry), and the
 * write's answer waits for the reads this instance was answering at its commit (./settleWrites.ts).
 *
 * A write with no request of this server to attach the expiry to is let through: demo content
 * seeded when Payload opens on a page's first read (nothing is cached yet then), and a CLI script
 * in a process of its own, which cannot reach this server's cache (README "Pages and caching").
 */
export async function invalidateTags(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)]
  try {
    for (const tag of unique) revalidateTag(tag, EXPIRE_NOW)
  } catch (error) {
    if (outsideRequest(error)) return
    throw error
  }
  await expireInStores(unique)
  // Before the commit: the answer expires them once more after it (./settleWrites.ts).
  noteExpired(unique)
}

// Next's words for "no request to attach this to", "called while rendering a page" and "called
// while filling the cache" (Payload opens, and seeds demo content, on the first read).
const OUTSIDE = ['static generation store missing', "can't be called during render", "can't be called inside a cached function"]

function outsideRequest(error: unknown): boolean {
  return error instanceof Error && OUTSIDE.some((words) => error.message.includes(words))
}
