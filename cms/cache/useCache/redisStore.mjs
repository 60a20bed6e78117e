// @ts-check
// The 'use cache' entries and tag expirations of every instance, in Redis (REDIS_URL).
//
// Keys, under the app's prefix (REDIS_KEY_PREFIX: apps and test runs apart):
//   <build id>:use-cache:<sha256 of the cache key>  one string: a header (tags, times) and the
//                          entry's bytes, kept for as long as the entry may be served; each build
//                          has its own, so a deploy never serves what the code it replaced cached
//   use-cache-tags:expired  hash: tag → when it was expired outright (ms, wall clock)
//   use-cache-tags:stale    hash: tag → "<when marked stale>:<deadline>" (ms, wall clock)
//   use-cache-tags:version  changes with every invalidation
// The tag expirations belong to no build: while a deploy rolls, a write through an instance of the
// old build expires what instances of the new one cached, and the reverse.
// Each instance keeps a copy of the two hashes and, at the start of each request, reads only the
// version: one short round trip, and both hashes again only after some instance invalidated.
//
// Times cross between instances on the wall clock. Next keeps time on a clock of each process's
// own (cms/platform/nextClock.mjs), which stands apart from another's by however far the wall
// clock was stepped between their starts: compared as they are, a read one instance began before
// another's write could look begun after it, and be kept. A time from another instance is put on
// this one's clock when read; this instance's own times stay as they are.
import { createClient, RESP_TYPES } from '@redis/client'
import crypto from 'node:crypto'
import { onNextClock, wallAhead } from '../../platform/nextClock.mjs'
import { MAX_LIFE_MS } from './entryStore.mjs'
import { invalidation, TagExpirations } from './tagExpirations.mjs'

/** @typedef {import('./entryStore.mjs').StoredEntry} StoredEntry */
/** @typedef {import('./entryStore.mjs').EntryStore} EntryStore */
/** @typedef {import('./tagExpirations.mjs').StaleMark} StaleMark */

// A Redis call that takes longer is a miss (or a write not made): the read runs instead of waiting.
export const REDIS_TIMEOUT_MS = 1000

// Commands waiting for a Redis that accepted the connection but stopped answering: past this many,
// new ones fail at once instead of piling up in memory.
const MAX_QUEUED_COMMANDS = 10_000

/**
 * @param {{ url: string, keyPrefix: string, buildId: string, timeoutMs?: number }} options
 * @returns {EntryStore}
 */
export function redisStore({ url, keyPrefix, buildId, timeoutMs = REDIS_TIMEOUT_MS }) {
  const keys = {
    /** @param {string} cacheKey */
    // Hashed: a cache key can be as long as the arguments of the cached call; its UTF-16 units,
    // so that no two strings share a key.
    entry: (cacheKey) => `${keyPrefix}${buildId}:use-cache:${crypto.createHash('sha256').update(cacheKey, 'utf16le').digest('base64url')}`,
    expired: `${keyPrefix}use-cache-tags:expired`,
    stale: `${keyPrefix}use-cache-tags:stale`,
    version: `${keyPrefix}use-cache-tags:version`,
  }
  const problems = reporter()
  // Which entries this instance wrote, and so are on its clock already.
  const instance = crypto.randomUUID()
  // Fail at once while disconnected instead of queueing: a miss runs the read.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_QUEUED_COMMANDS,
    socket: { connectTimeout: timeoutMs },
  })
  client.on('error', (/** @type {Error} */ error) => problems.failed(error))
  const bytes = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
  // The first request waits (up to the timeout) for the connection, not to miss what is shared.
  const connected = Promise.race([client.connect().then(() => undefined, problems.failed), delay(timeoutMs)])

  const tags = new TagExpirations()
  /** @type {string | null | undefined} the version `tags` holds; undefined: never read */
  let version
  let known = false
  /** @type {Promise<void> | undefined} */
  let refreshing

  /**
   * @template T
   * @param {Promise<T>} call
   * @returns {Promise<T>}
   */
  async function timed(call) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs)
    })
    try {
      const answer = /** @type {T} */ (await Promise.race([call, late]))
      problems.recovered()
      return answer
    } finally {
      clearTimeout(timer)
    }
  }

  async function pullTags() {
    await connected
    const current = await timed(client.get(keys.version))
    if (version !== undefined && current === version) return
    const [latest, expired, stale] = await timed(client.multi().get(keys.version).hGetAll(keys.expired).hGetAll(keys.stale).exec())
    tags.merge(onThisClock({ expired: expiredRecords(expired), stale: staleRecords(stale) }))
    version = typeof latest === 'string' ? latest : null
  }

  return {
    tags,
    tagsKnown: () => known,
    refreshTags() {
      // Next asks once per request and cache kind; asks that meet share one round trip.
      refreshing ??= pullTags().then(
        () => {
          known = true
        },
        (error) => {
          // Another instance may have expired a tag this copy lacks: miss until Redis answers.
          known = false
          problems.failed(error)
        },
      ).finally(() => {
        refreshing = undefined
      })
      return refreshing
    },
    async updateTags(tagList, durations, at) {
      const records = invalidation(tagList, durations, at)
      tags.merge(records)
      if (tagList.length === 0) return
      const multi = client.multi()
      const wall = onWallClock(records)
      if (wall.expired.length > 0) multi.hSet(keys.expired, Object.fromEntries(wall.expired.map(([tag, time]) => [tag, String(time)])))
      if (wall.stale.length > 0) multi.hSet(keys.stale, Object.fromEntries(wall.stale.map(([tag, mark]) => [tag, `${mark.at}:${mark.until}`])))
      // A record matters only while an entry older than it may be kept.
      multi.pExpire(keys.expired, MAX_LIFE_MS).pExpire(keys.stale, MAX_LIFE_MS)
      multi.set(keys.version, crypto.randomUUID(), { expiration: { type: 'PX', value: MAX_LIFE_MS } })
      try {
        await connected
        await timed(multi.exec())
      } catch (error) {
        problems.failed(error)
      }
    },
    async read(key) {
      try {
        await connected
        const frame = await timed(bytes.get(keys.entry(key)))
        const entry = frame ? decode(frame) : undefined
        return entry && entry.instance !== instance ? madeHere(entry) : entry
      } catch (error) {
        problems.failed(error)
        return undefined
      }
    },
    async write(key, entry, ttlMs) {
      try {
        await connected
        await timed(bytes.set(keys.entry(key), encode({ ...entry, instance }), { expiration: { type: 'PX', value: Math.ceil(ttlMs) } }))
      } catch (error) {
        problems.failed(error)
      }
    },
    async close() {
      client.destroy()
    },
  }
}

/**
 * One line when Redis starts failing and one when it answers again, not one per request (or per
 * reconnection attempt) while it is down.
 */
function reporter() {
  let failing = false
  return {
    /** @param {unknown} error */
    failed(error) {
      if (failing) return
      failing = true
      const message = error instanceof Error ? error.message : String(error)
      console.error(`Cache ('use cache'): Redis failed (${message}); cached reads are misses until it answers`)
    },
    recovered() {
      if (!failing) return
      failing = false
      console.info("Cache ('use cache'): Redis answers again")
    },
  }
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref())
}

/** @typedef {{ expired: [string, number][], stale: [string, StaleMark][] }} TagRecords */

/**
 * Tag records with their times moved by `by` ms (Infinity, a deadline never reached, stays).
 * @param {TagRecords} records
 * @param {number} by
 * @returns {TagRecords}
 */
const shifted = ({ expired, stale }, by) => ({
  expired: expired.map(([tag, at]) => [tag, at + by]),
  stale: stale.map(([tag, mark]) => [tag, { at: mark.at + by, until: mark.until + by }]),
})

/** @param {TagRecords} records on this process's Next clock */
const onWallClock = (records) => shifted(records, wallAhead())

/** @param {TagRecords} records on the wall clock, as Redis holds them */
const onThisClock = (records) => shifted(records, -wallAhead())

/**
 * An entry another instance stored, with its timestamp on this process's clock: the moment it was
 * made is kept on the wall clock (its timestamp plus its wallOffset).
 * @param {StoredEntry} entry
 * @returns {StoredEntry}
 */
function madeHere(entry) {
  const made = entry.timestamp + entry.wallOffset
  const timestamp = onNextClock(made)
  return { ...entry, timestamp, wallOffset: made - timestamp }
}

/**
 * @param {unknown} hash
 * @returns {[string, number][]}
 */
function expiredRecords(hash) {
  return Object.entries(/** @type {Record<string, string>} */ (hash ?? {}))
    .map(([tag, time]) => /** @type {[string, number]} */ ([tag, Number(time)]))
    .filter(([, time]) => Number.isFinite(time))
}

/**
 * @param {unknown} hash
 * @returns {[string, StaleMark][]}
 */
function staleRecords(hash) {
  return Object.entries(/** @type {Record<string, string>} */ (hash ?? {}))
    .map(([tag, value]) => {
      const [at, until] = value.split(':').map(Number)
      return /** @type {[string, StaleMark]} */ ([tag, { at, until }])
    })
    .filter(([, mark]) => Number.isFinite(mark.at) && !Number.isNaN(mark.until))
}

// JSON has no Infinity: the header spells it out (Next's "never" may reach here as one).
/** @param {string} _key @param {unknown} value */
const spellInfinity = (_key, value) => (typeof value === 'number' && !Number.isFinite(value) ? String(value) : value)
/** @param {unknown} value */
const asNumber = (value) => (typeof value === 'number' ? value : Number(value))

/**
 * The entry as one string: 4 bytes giving the header's length, the header (JSON), the bytes.
 * @param {StoredEntry} entry
 * @returns {Buffer}
 */
function encode({ value, ...header }) {
  const head = Buffer.from(JSON.stringify(header, spellInfinity))
  const frame = Buffer.allocUnsafe(4 + head.length + value.byteLength)
  frame.writeUInt32BE(head.length, 0)
  head.copy(frame, 4)
  frame.set(value, 4 + head.length)
  return frame
}

/**
 * @param {Buffer} frame
 * @returns {StoredEntry | undefined} undefined for anything not written by encode
 */
function decode(frame) {
  try {
    const headLength = frame.readUInt32BE(0)
    const header = JSON.parse(frame.toString('utf8', 4, 4 + headLength))
    const entry = {
      tags: header.tags,
      stale: asNumber(header.stale),
      timestamp: asNumber(header.timestamp),
      wallOffset: asNumber(header.wallOffset),
      instance: typeof header.instance === 'string' ? header.instance : undefined,
      revalidate: asNumber(header.revalidate),
      expire: asNumber(header.expire),
      value: frame.subarray(4 + headLength),
    }
    const wellFormed =
      Array.isArray(entry.tags) && entry.tags.every((tag) => typeof tag === 'string') && [entry.timestamp, entry.wallOffset, entry.revalidate, entry.expire].every((n) => !Number.isNaN(n))
    return wellFormed ? entry : undefined
  } catch {
    return undefined
  }
}
