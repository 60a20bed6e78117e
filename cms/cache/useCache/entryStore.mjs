// @ts-check
// What the 'use cache' handler (useCacheHandler.mjs) asks of where its entries live: this
// process's memory (memoryStore.mjs) or Redis (redisStore.mjs).

/**
 * An entry as kept: Next's CacheEntry with its stream read into bytes.
 * @typedef {object} StoredEntry
 * @property {string[]} tags the entry's own tags (cacheTag), without Next's implicit ones
 * @property {number} stale seconds the browser may reuse it; Next's, not the handler's
 * @property {number} timestamp when Next started computing it (ms since the epoch, on Next's clock)
 * @property {number} wallOffset what to add to a time on Next's clock for the wall clock's, as
 *   they stood when the entry was stored: the entry's life is counted on the wall clock
 * @property {number} revalidate seconds from `timestamp` it is served
 * @property {number} expire seconds from `timestamp` it may be used at all
 * @property {Uint8Array} value
 * @property {string} [instance] the instance that stored it, where instances share the store
 */

/**
 * @typedef {object} EntryStore
 * @property {import('./tagExpirations.mjs').TagExpirations} tags this process's copy of the tag expirations
 * @property {() => boolean} tagsKnown whether `tags` is current: false after a failed refresh,
 *   when another instance's expiry may be missing from it
 * @property {() => Promise<void>} refreshTags brings `tags` up to date; never rejects
 * @property {(tags: readonly string[], durations: import('./tagExpirations.mjs').Durations, at: number) => Promise<void>} updateTags
 *   records an invalidation here and wherever the entries are shared; never rejects
 * @property {(key: string) => Promise<StoredEntry | undefined>} read never rejects: trouble is a miss
 * @property {(key: string, entry: StoredEntry, ttlMs: number) => Promise<void>} write keeps the
 *   entry at most `ttlMs`; never rejects
 * @property {() => Promise<void>} close lets go of the store (tests)
 */

/**
 * The longest an entry is kept, whatever its cacheLife says (Next's "never" is 136 years): so
 * nothing stays for ever, and a tag's record need not be kept longer after its last change.
 */
export const MAX_LIFE_MS = 365 * 24 * 60 * 60 * 1000
