// Next's cache for pages and cached reads (next.config.ts `cacheHandler`). With REDIS_URL every
// instance shares one cache and its tag invalidations; without it, the process keeps its own.
//
// Either way the cache starts empty and is filled by requests: the build has no database, so
// what it prerenders is never served (no registerInitialCache).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import fs from 'node:fs'
import path from 'node:path'
import { registerCacheStore } from '../cms/cache/stores.mjs'
import { momentPassed, UPCOMING_TAG } from '../cms/cache/pageTags.mjs'
import { onNextClock } from '../cms/platform/nextClock.mjs'

// A Redis call that takes longer is a miss: the page renders instead of waiting.
const REDIS_TIMEOUT_MS = 1000

// Next stores a page after it has answered, so a page rendered from the rows before a write can
// arrive after that write expired its tags; the handlers only delete what is stored by then, and
// would keep that stale copy. An entry carrying a tag expired this recently is therefore not kept:
// the next request renders afresh (and is stored once the window has passed).
const SETTLE_MS = 5000

/** Wraps a handler so that it drops entries whose tags were expired within SETTLE_MS. */
function settling(handler, expiries) {
  return {
    ...handler,
    async set(key, value, ctx) {
      if (await expiries.recent(value?.tags ?? [])) return
      return handler.set(key, value, ctx)
    },
    async revalidateTag(tag) {
      await expiries.record(tag)
      return handler.revalidateTag(tag)
    },
  }
}

/** When each tag was last expired, in this process. */
function localExpiries() {
  const expiredAt = new Map()
  return {
    async record(tag) {
      expiredAt.set(tag, Date.now())
    },
    async recent(tags) {
      const since = Date.now() - SETTLE_MS
      return tags.some((tag) => (expiredAt.get(tag) ?? 0) > since)
    },
  }
}

/** When each tag was last expired, in Redis, so every instance knows of every instance's writes. */
function sharedExpiries(client, keyPrefix) {
  const key = `${keyPrefix}__expiredAt__`
  const timed = () => client.withAbortSignal(AbortSignal.timeout(REDIS_TIMEOUT_MS))
  return {
    async record(tag) {
      await timed().hSet(key, tag, String(Date.now()))
    },
    async recent(tags) {
      if (tags.length === 0) return false
      const since = Date.now() - SETTLE_MS
      try {
        const times = await timed().hmGet(key, tags)
        return times.some((time) => Number(time ?? 0) > since)
      } catch {
        // Not knowing is not storing: a miss renders the page, a stale copy would stay.
        return true
      }
    },
  }
}

function buildId() {
  try {
    return fs.readFileSync(path.join(process.cwd(), 'site/.next/BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

async function redisHandler(url) {
  // Fail fast while disconnected instead of queueing: a miss renders the page fresh.
  const client = createClient({ url, disableOfflineQueue: true })
  client.on('error', (error) => console.error('Cache: Redis error:', error.message))
  const connecting = client.connect().catch((error) => console.error('Cache: Redis is unreachable, pages render uncached until it is back:', error.message))
  // The handler is made on an instance's first request: without this wait that request (and any
  // beside it) would miss entries other instances already share, while the client connects.
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, REDIS_TIMEOUT_MS).unref())])
  // Apps (or test runs) that share one Redis keep apart by prefix, and each build has entries of
  // its own: a deploy never serves pages rendered by the code it replaced.
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX || 'machine-soul:'}${buildId()}:`
  return settling(createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_TIMEOUT_MS }), sharedExpiries(client, keyPrefix))
}

/**
 * A route's entry (sitemap.xml, rss.xml) carries its tags only in a header, where the handler's
 * own tag check does not look: they are stored as the entry's tags too, so a collection hook's
 * invalidation expires it like a page.
 */
function taggingRoutes(handler) {
  return {
    ...handler,
    set(key, entry, ctx) {
      return handler.set(key, { ...entry, tags: [...new Set(entryTags(entry))] }, ctx)
    },
  }
}

// The one not-found page that answers every path no route claims (app/global-not-found.tsx).
const NOT_FOUND_PAGE = '/_not-found'

/**
 * A page's not-found answer is not kept: any slug can be one, so keeping them would let anyone
 * fill the cache (and Redis) with requests for made-up addresses; answering them afresh costs a
 * lookup in the cached list of addresses (site/lib/read). The one exception is an address an admin
 * scheduled to go live (tagged UPCOMING_TAG, cms/cache/scheduled.ts): kept until its moment.
 */
function keepingOnlyFinds(handler) {
  return {
    ...handler,
    set(key, entry, ctx) {
      if (key !== NOT_FOUND_PAGE && entry.value?.status === 404 && !entryTags(entry).includes(UPCOMING_TAG)) return
      return handler.set(key, entry, ctx)
    },
  }
}

/**
 * A page is stamped with the wall clock when stored (here, or by any instance sharing Redis), and
 * Next judges its age on a clock of its own (cms/platform/nextClock.mjs). Handed over as it is, a
 * page looked younger by however far the wall clock had been stepped ahead of Next's (NTP, after a
 * paused machine: 18 s in one CI run) and outlived its release moment by as much.
 */
function judgedOnNextClock(handler) {
  return {
    ...handler,
    async get(key, ctx) {
      const entry = await handler.get(key, ctx)
      // -1 is no time but Next's "revalidate now".
      if (!entry || !(entry.lastModified > 0)) return entry
      return { ...entry, lastModified: onNextClock(entry.lastModified) }
    },
  }
}

/**
 * A page is not served from the release moment its reads end at (their moment tag,
 * cms/cache/pageTags.mjs): nobody gets the page from before a release after it. Next would count
 * the page's life from when it was stored, after its render, and then serve it once more while it
 * renders afresh (stale-while-revalidate); under a Monday rush both held the new album back by
 * seconds. As a miss, the requests for the page wait on one render of it.
 */
function servedUntilItsMoment(handler) {
  return {
    ...handler,
    async get(key, ctx) {
      const entry = await handler.get(key, ctx)
      return entry && momentPassed(entryTags(entry), Date.now()) ? null : entry
    },
  }
}

/** The entry's tags; a route's (sitemap.xml, rss.xml) are only in its x-next-cache-tags header. */
function entryTags(entry) {
  const header = entry.value?.headers?.['x-next-cache-tags']
  const fromHeader = typeof header === 'string' ? header.split(',') : Array.isArray(header) ? header : []
  return [...(entry.tags ?? []), ...fromHeader]
}

CacheHandler.onCreation(async () => {
  const shared = process.env.REDIS_URL && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD
  const handler = judgedOnNextClock(servedUntilItsMoment(keepingOnlyFinds(taggingRoutes(shared ? await redisHandler(process.env.REDIS_URL) : settling(createLruHandler(), localExpiries())))))
  // A write expires its tags here before it answers (cms/cache/invalidate.ts).
  registerCacheStore({ expire: (tags) => Promise.all(tags.map((tag) => handler.revalidateTag(tag))).then(() => undefined) })
  return { handlers: [handler] }
})

export default CacheHandler
