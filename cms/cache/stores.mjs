// The stores Next keeps pages and cached reads in (site/cache-handler.mjs and
// ./useCache/useCacheHandler.mjs) register here, so that a write can expire its tags in them
// before its response is sent (./invalidate.ts). Plain JavaScript, and on globalThis under a
// registered symbol: Next loads the stores outside the server's bundle, so the bundle's copy of
// this module is not theirs.

const STORES = Symbol.for('machine-soul.cache-stores')

/**
 * @typedef {{ expire(tags: string[]): Promise<void> }} CacheStore
 */

/** @param {CacheStore} store */
export function registerCacheStore(store) {
  const stores = /** @type {Set<CacheStore>} */ (globalThis[STORES] ??= new Set())
  stores.add(store)
}

/**
 * Expires `tags` in every registered store: the next read of an entry carrying one of them misses.
 * @param {string[]} tags
 */
export async function expireInStores(tags) {
  const stores = /** @type {Set<CacheStore> | undefined} */ (globalThis[STORES])
  await Promise.all([...(stores ?? [])].map((store) => store.expire(tags)))
}
