// @ts-check
// When each tag was expired or marked stale, and what that makes of an entry created at a given
// moment. The 'use cache' handler keeps one of these per process (useCacheHandler.mjs); with
// Redis it is a copy of the shared record, pulled at the start of each request.

/**
 * A soft expiry (revalidateTag with a profile): entries created before `at` are served stale
 * (while Next renders a fresh one) until `until`, then are misses.
 * @typedef {{ at: number, until: number }} StaleMark
 */

/** @typedef {'fresh' | 'stale' | 'expired'} Freshness */

/**
 * What updateTags was told: none, or `{ expire }` seconds (Next's `durations`).
 * @typedef {{ expire?: number } | undefined} Durations
 */

/**
 * The records an invalidation at `at` makes, reading `durations` as Next's own handler does: none
 * (updateTag, revalidatePath) or an `expire` of 0 expires the tags at once; an `expire` of N seconds
 * marks them stale now and expired N seconds later; no `expire` marks them stale with no deadline.
 * @param {readonly string[]} tags
 * @param {Durations} durations
 * @param {number} at
 * @returns {{ expired: [string, number][], stale: [string, StaleMark][] }}
 */
export function invalidation(tags, durations, at) {
  const expire = durations?.expire
  if (!durations || (expire !== undefined && expire <= 0)) return { expired: tags.map((tag) => [tag, at]), stale: [] }
  const mark = { at, until: expire === undefined ? Infinity : at + expire * 1000 }
  return { expired: [], stale: tags.map((tag) => [tag, mark]) }
}

export class TagExpirations {
  /** @type {Map<string, number>} tag → when it was expired outright (ms since the epoch) */
  expired = new Map()
  /** @type {Map<string, StaleMark>} */
  stale = new Map()

  /**
   * Takes in records, of an invalidation here or read from Redis, keeping the later of each: a time
   * only moves forward, and an invalidation of this process that a read from Redis missed is kept.
   * @param {{ expired: Iterable<[string, number]>, stale: Iterable<[string, StaleMark]> }} records
   */
  merge({ expired, stale }) {
    for (const [tag, at] of expired) this.#expire(tag, at)
    for (const [tag, mark] of stale) this.#markStale(tag, mark)
  }

  /**
   * How an entry created at `timestamp` with `tags` stands at `now`. A tag expired at or after the
   * entry's creation makes it a miss: the read behind it may have seen the rows before the write.
   * @param {readonly string[]} tags
   * @param {number} timestamp
   * @param {number} now
   * @returns {Freshness}
   */
  freshness(tags, timestamp, now) {
    /** @type {Freshness} */
    let result = 'fresh'
    for (const tag of tags) {
      const expiredAt = this.expired.get(tag)
      if (expiredAt !== undefined && expiredAt >= timestamp) return 'expired'
      const mark = this.stale.get(tag)
      if (mark !== undefined && mark.at >= timestamp) {
        if (now >= mark.until) return 'expired'
        result = 'stale'
      }
    }
    return result
  }

  /**
   * Next's getExpiration: the latest moment at which one of `tags` expired (0 if none did). Next
   * drops any entry created at or before it.
   * @param {readonly string[]} tags
   * @param {number} now
   * @returns {number}
   */
  expiration(tags, now) {
    let latest = 0
    for (const tag of tags) {
      latest = Math.max(latest, this.expired.get(tag) ?? 0)
      const mark = this.stale.get(tag)
      if (mark !== undefined && now >= mark.until) latest = Math.max(latest, mark.at)
    }
    return latest
  }

  /** @param {string} tag @param {number} at */
  #expire(tag, at) {
    if (at > (this.expired.get(tag) ?? -Infinity)) this.expired.set(tag, at)
  }

  /** @param {string} tag @param {StaleMark} mark */
  #markStale(tag, mark) {
    const known = this.stale.get(tag)
    if (known === undefined || mark.at > known.at) this.stale.set(tag, mark)
  }
}
