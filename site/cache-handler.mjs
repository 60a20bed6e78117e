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

// A Redis call that takes longer is a miss: the page renders instead of waiting.
const REDIS_TIMEOUT_MS = 1000

function buildId() {
  try {
    return fs.readFileSync(path.join(process.cwd(), 'site/.next/BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

function redisHandler(url) {
  // Fail fast while disconnected instead of queueing: a miss renders the page fresh.
  const client = createClient({ url, disableOfflineQueue: true })
  client.on('error', (error) => console.error('Cache: Redis error:', error.message))
  client.connect().catch((error) => console.error('Cache: Redis is unreachable, pages render uncached until it is back:', error.message))
  // Apps (or test runs) that share one Redis keep apart by prefix, and each build has entries of
  // its own: a deploy never serves pages rendered by the code it replaced.
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX || 'machine-soul:'}${buildId()}:`
  return createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_TIMEOUT_MS })
}

CacheHandler.onCreation(() => {
  const shared = process.env.REDIS_URL && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD
  return { handlers: [shared ? redisHandler(process.env.REDIS_URL) : createLruHandler()] }
})

export default CacheHandler
