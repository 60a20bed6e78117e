// @ts-check
// Next's handler for 'use cache' entries (next.config.ts `cacheHandlers`), on Next's documented
// interface: get, set, refreshTags, getExpiration, updateTags. With REDIS_URL every instance shares
// the entries and the tag expirations (redisStore.mjs); without it, the process keeps its own in
// a store bounded by size (memoryStore.mjs). Either way:
//
// - An entry is a miss once one of its tags (or Next's implicit tags of the page) was expired at or
//   after its timestamp, which Next takes when it starts the read: a read that began before a write
//   expired its tags is never served, however late it is stored.
// - An entry is a miss once its `revalidate` (or `expire`) seconds have passed, or the release
//   moment it carries as a tag (../pageTags.mjs), and is then gone from the store: nothing is kept
//   for ever.
// - An entry whose cacheLife says 0 is not stored at all: that is how a read that found nothing
//   (which any made-up slug can be) stays out of the cache.
// - A write expires its tags here before its response is sent (cms/cache/stores.mjs).
//
// Plain JavaScript: Next loads this file at run time, outside the bundle.
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import fs from 'node:fs'
import path from 'node:path'
import { nextClock, wallAhead } from '../../platform/nextClock.mjs'
import { momentPassed } from '../pageTags.mjs'
import { registerCacheStore } from '../stores.mjs'
import { MAX_LIFE_MS } from './entryStore.mjs'
import { memoryStore } from './memoryStore.mjs'
import { redisStore } from './redisStore.mjs'

/**
 * Next's CacheEntry (next/dist/server/lib/cache-handlers/types.d.ts), as this handler receives
 * and returns it. Times: `timestamp` in ms since the epoch, the others in seconds from it.
 * @typedef {object} CacheEntry
 * @property {ReadableStream<Uint8Array>} value
 * @property {string[]} tags
 * @property {number} stale
 * @property {number} timestamp
 * @property {number} expire
 * @property {number} revalidate
 */

/**
 * @typedef {object} UseCacheHandler
 * @property {(cacheKey: string, softTags: string[]) => Promise<CacheEntry | undefined>} get
 * @property {(cacheKey: string, pendingEntry: Promise<CacheEntry>) => Promise<void>} set
 * @property {() => Promise<void>} refreshTags
 * @property {(tags: string[]) => Promise<number>} getExpiration
 * @property {(tags: string[], durations?: { expire?: number }) => Promise<void>} updateTags
 */

/**
 * @typedef {object} HandlerOptions
 * @property {string} [redisUrl] entries and tag expirations in this Redis; without it, in memory
 * @property {string} [keyPrefix] before every Redis key, to keep apps and test runs apart; defaults to
 *   REDIS_KEY_PREFIX, or 'machine-soul:'
 * @property {string} [buildId] whose entries these are; defaults to the built site's (site/.next/BUILD_ID)
 * @property {number} [maxMemoryBytes] the memory store's budget
 * @property {number} [timeoutMs] a Redis call that takes longer is a miss
 */

// Next's clock for entry timestamps: the same one, so that times compare.
const clock = nextClock
// The clock release moments are set on (cms/cache/releaseLife.ts). Next's runs from the process's
// start and drifts from it: a server up for weeks, or a wall clock stepped by NTP or a paused VM,
// would otherwise keep an entry past the moment by however far the two had moved apart.
const wallClock = () => Date.now()

/**
 * A handler of its own: the store, its tag expirations and its pending writes. Next uses the one
 * shared instance (the default export); tests make several, as several instances would be.
 * @param {HandlerOptions} [options]
 * @returns {UseCacheHandler & { close(): Promise<void> }}
 */
export function createUseCacheHandler({ redisUrl, keyPrefix, buildId, maxMemoryBytes, timeoutMs } = {}) {
  const store = redisUrl
    ? redisStore({ url: redisUrl, keyPrefix: keyPrefix ?? (process.env.REDIS_KEY_PREFIX || 'machine-soul:'), buildId: buildId ?? builtId(), timeoutMs })
    : memoryStore({ maxBytes: maxMemoryBytes, clock })
  /** @type {Map<string, Promise<void>>} */
  const pendingSets = new Map()

  return {
    async get(cacheKey, softTags) {
      // Next's contract: a get while the same key is being set answers what the set stores.
      await pendingSets.get(cacheKey)
      if (!store.tagsKnown()) return undefined
      const entry = await store.read(cacheKey)
      if (!entry) return undefined
      const at = clock()
      const wallAt = wallClock()
      // Its life is counted on the wall clock, as the release moments that end it are.
      const made = entry.timestamp + entry.wallOffset
      if (wallAt > made + Math.min(entry.revalidate, entry.expire) * 1000) return undefined
      // Nor from its release moment on, whatever the whole seconds of its life (../pageTags.mjs).
      if (momentPassed(entry.tags, wallAt)) return undefined
      // Next also asks getExpiration for the implicit tags, but that answer cannot say "stale".
      const own = store.tags.freshness(entry.tags, entry.timestamp, at)
      const implicit = store.tags.freshness(softTags, entry.timestamp, at)
      if (own === 'expired' || implicit === 'expired') return undefined
      const { value, wallOffset: _, instance: __, ...rest } = entry
      // A stale tag: served once more, with a revalidate in the past that makes Next refresh it.
      if (own === 'stale' || implicit === 'stale') return { ...rest, revalidate: -1, value: streamOf(value) }
      // Its age on the wall clock, from its timestamp on Next's (which Next compares it with).
      return { ...rest, ...remainingLife(entry, entry.timestamp + (wallAt - made)), value: streamOf(value) }
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let settle = () => {}
      const pending = new Promise((resolve) => {
        settle = () => resolve(undefined)
      })
      pendingSets.set(cacheKey, pending)
      try {
        const entry = await pendingEntry
        const lifeMs = Math.min(entry.revalidate, entry.expire) * 1000
        const ttlMs = Math.min(lifeMs, MAX_LIFE_MS) - (clock() - entry.timestamp)
        const missAlready = store.tags.freshness(entry.tags, entry.timestamp, clock()) === 'expired'
        if (!(lifeMs > 0) || ttlMs <= 0 || missAlready) {
          // Not kept: a cacheLife of 0 (what found nothing), or an entry no get would serve.
          await entry.value.cancel()
          return
        }
        const value = await bytesOf(entry.value)
        const wallOffset = wallAhead()
        await store.write(cacheKey, { tags: entry.tags, stale: entry.stale, timestamp: entry.timestamp, wallOffset, revalidate: entry.revalidate, expire: entry.expire, value }, ttlMs)
      } catch {
        // A read that failed or was cut short: its entry is not kept, and the next get runs it again.
      } finally {
        if (pendingSets.get(cacheKey) === pending) pendingSets.delete(cacheKey)
        settle()
      }
    },

    refreshTags: () => store.refreshTags(),

    async getExpiration(tags) {
      return store.tags.expiration(tags, clock())
    },

    updateTags: (tags, durations) => store.updateTags(tags, durations, clock()),

    close: () => store.close(),
  }
}

/**
 * An entry's life from `at` on, as though it were made then: Next hands a read's life on to the
 * page that uses it as it gets it, so an entry made 5 s ago that lives 8 s would keep a page 8 s
 * more, past the release moment that ended the read's life (cms/cache/releaseLife.ts). To the
 * millisecond, as that life is, and at least a second, as there; tags were compared with the real
 * timestamp above.
 * @param {{ timestamp: number, revalidate: number, expire: number }} entry
 * @param {number} at
 */
export function remainingLife(entry, at) {
  const age = Math.max(0, (at - entry.timestamp) / 1000)
  return { timestamp: entry.timestamp + age * 1000, revalidate: Math.max(1, entry.revalidate - age), expire: Math.max(1, entry.expire - age) }
}

/** The id of the build in site/.next, as site/cache-handler.mjs reads it. */
function builtId() {
  try {
    return fs.readFileSync(path.join(process.cwd(), 'site/.next/BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

/** @param {Uint8Array} bytes */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}

/** @param {ReadableStream<Uint8Array>} stream */
async function bytesOf(stream) {
  /** @type {Uint8Array[]} */
  const chunks = []
  const reader = stream.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value)
  return Buffer.concat(chunks)
}

// One handler per process, kept on globalThis: Next loads this file itself, and code bundled with
// the app that imports it (to expire tags before a response is sent) reaches the same one.
const SHARED = Symbol.for('machine-soul.use-cache-handler')

/** @returns {UseCacheHandler} */
function shared() {
  const global = /** @type {{ [SHARED]?: UseCacheHandler }} */ (globalThis)
  // The build has no database and keeps nothing it renders: no Redis then (as site/cache-handler.mjs).
  const redisUrl = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? undefined : process.env.REDIS_URL || undefined
  if (!global[SHARED]) {
    const handler = createUseCacheHandler({ redisUrl })
    registerCacheStore({ expire: (tags) => handler.updateTags(tags) })
    global[SHARED] = handler
  }
  return global[SHARED]
}

/** @type {UseCacheHandler} */
const useCacheHandler = {
  get: (cacheKey, softTags) => shared().get(cacheKey, softTags),
  set: (cacheKey, pendingEntry) => shared().set(cacheKey, pendingEntry),
  refreshTags: () => shared().refreshTags(),
  getExpiration: (tags) => shared().getExpiration(tags),
  updateTags: (tags, durations) => shared().updateTags(tags, durations),
}

export default useCacheHandler
