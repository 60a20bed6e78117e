import { revalidateTag } from 'next/cache'
// Next's own store of the current request, as next/cache reads it (an ".external" module: one
// instance shared by every bundle of the server).
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external'

const EXPIRE_NOW = { expire: 0 }

/**
 * Expires the given tags in Next's cache before the write's response is sent, so the very next
 * request reads the write (not a stale copy while it re-renders).
 *
 * `revalidateTag` alone only records the expiry: in a route handler Next applies it after the
 * response has gone out, so a client that writes and then reads at once could be answered from
 * the old entry. The cache handler is therefore told here and awaited; with REDIS_URL that is
 * the shared cache every instance reads. Next still applies the recorded expiry when the request
 * ends, after the write's transaction has committed: an entry a concurrent visitor rendered from
 * the old rows in between is expired then.
 *
 * A write with no request of this server to attach the expiry to is let through: demo content
 * seeded when Payload opens on a page's first read (nothing is cached yet then), and a CLI script
 * in a process of its own, which cannot reach this server's cache (README "Caching").
 */
export async function invalidateTags(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)]
  try {
    for (const tag of unique) revalidateTag(tag, EXPIRE_NOW)
  } catch (error) {
    if (outsideRequest(error)) return
    throw error
  }
  await workAsyncStorage.getStore()?.incrementalCache?.revalidateTag(unique, EXPIRE_NOW)
}

// Next's words for "no request to attach this to", "called while rendering a page" and "called
// while filling the cache" (Payload opens, and seeds demo content, on the first read).
const OUTSIDE = ['static generation store missing', "can't be called during render", "can't be called inside a cached function"]

function outsideRequest(error: unknown): boolean {
  return error instanceof Error && OUTSIDE.some((words) => error.message.includes(words))
}
