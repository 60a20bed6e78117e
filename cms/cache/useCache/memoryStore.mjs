// @ts-check
// The 'use cache' entries of one process, without REDIS_URL: a least-recently-used store bounded
// by size, so the cache can never grow past its budget however many keys requests make.
import { invalidation, TagExpirations } from './tagExpirations.mjs'

/** @typedef {import('./entryStore.mjs').StoredEntry} StoredEntry */
/** @typedef {import('./entryStore.mjs').EntryStore} EntryStore */

// As Next's own in-memory handler.
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024

/**
 * @param {{ maxBytes?: number, clock: () => number }} options
 * @returns {EntryStore}
 */
export function memoryStore({ maxBytes = DEFAULT_MAX_BYTES, clock }) {
  /** @type {Map<string, { entry: StoredEntry, size: number, until: number }>} oldest use first */
  const entries = new Map()
  let used = 0
  const tags = new TagExpirations()

  /** @param {string} key */
  function remove(key) {
    const found = entries.get(key)
    if (!found) return
    entries.delete(key)
    used -= found.size
  }

  return {
    tags,
    tagsKnown: () => true,
    async read(key) {
      const found = entries.get(key)
      if (!found) return undefined
      remove(key)
      if (clock() >= found.until) return undefined
      entries.set(key, found)
      used += found.size
      // A copy: whoever reads the stream may keep or transfer its chunk.
      return { ...found.entry, value: found.entry.value.slice() }
    },
    async write(key, entry, ttlMs) {
      remove(key)
      // What the entry holds in memory, near enough: its bytes, its key and its tags (UTF-16).
      const size = entry.value.byteLength + 2 * (key.length + entry.tags.reduce((sum, tag) => sum + tag.length, 0))
      if (size > maxBytes) return
      entries.set(key, { entry, size, until: clock() + ttlMs })
      used += size
      for (const oldest of entries.keys()) {
        if (used <= maxBytes) break
        remove(oldest)
      }
    },
    async refreshTags() {},
    async updateTags(tagList, durations, at) {
      tags.merge(invalidation(tagList, durations, at))
    },
    async close() {
      entries.clear()
      used = 0
    },
  }
}
