import { cacheLife } from 'next/cache'

/** A cacheLife profile in seconds (Next's documented shape). */
export type Life = { stale: number; revalidate: number; expire: number }

const DAY = 24 * 60 * 60
/** With nothing scheduled, an entry lives until a write expires one of its tags (or 30 days). */
const LONGEST = 30 * DAY
/**
 * How long a browser's router may reuse what it fetched, as Next's 'default' profile. Never less:
 * Next leaves an entry staler than 5 minutes out of a page's prerendered shell (below 30 s out of
 * any prerender), and the page would render per request.
 */
const STALE = 300

/**
 * The life of an entry made at `at` (ms) that must not be served from `moment` on: its
 * revalidate ends at the moment, to the millisecond (Next takes any number of seconds; rounded up
 * to whole ones, a page outlived the moment by up to a second). An entry made within a second of
 * the moment still lives one: the page store keeps a page for 1.5 times its revalidate in whole
 * seconds, which must not be 0; the moment tag (./pageTags.mjs) ends it at the moment all the
 * same. The expire sits 5 minutes past it, since Next renders per request any entry that expires
 * sooner (it would not be part of a prerendered page).
 */
export function lifeUntil(moment: number | null, at: number): Life {
  const revalidate = moment === null ? LONGEST : Math.min(LONGEST, Math.max(1, (moment - at) / 1000))
  return { stale: STALE, revalidate, expire: revalidate + STALE + 1 }
}

/**
 * Sets the life of a `'use cache'` scope whose read found nothing: not kept. Any caller can make
 * up a slug, and keeping what it finds would let anyone fill the cache with misses (evicting real
 * pages) and Redis with rows nobody asks for again.
 */
export function keepNothing(): void {
  cacheLife({ stale: 0, revalidate: 0, expire: 0 })
}
