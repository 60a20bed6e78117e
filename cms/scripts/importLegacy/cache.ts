import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import fs from 'node:fs'
import path from 'node:path'
import { CACHE_TAGS } from '../../cache/tags'
import { createUseCacheHandler } from '../../cache/useCache/useCacheHandler.mjs'

/**
 * Expires every content tag of the site's shared cache after an import, which wrote from a
 * process of its own: with REDIS_URL through the same stores and keys as the server's, its pages
 * (site/cache-handler.mjs: prefix, then the build's id) and its cached reads
 * (cms/cache/useCache). Without Redis each server caches in its own memory, which no other
 * process reaches: the returned sentence says what to do.
 */
export async function expireSiteCache(): Promise<string> {
  const url = process.env.REDIS_URL
  if (!url) return 'A running server keeps showing its cached pages: restart it to show the imported content (README "Pages and caching").'
  let buildId = 'unknown-build'
  try {
    buildId = fs.readFileSync(path.join(process.cwd(), 'site/.next/BUILD_ID'), 'utf8').trim()
  } catch {
    // No build here: nothing of it can be cached either.
  }
  const client = createClient({ url })
  const reads = createUseCacheHandler({ redisUrl: url, buildId, timeoutMs: 5000 })
  try {
    await client.connect()
    const keyPrefix = `${process.env.REDIS_KEY_PREFIX || 'machine-soul:'}${buildId}:`
    const handler = createRedisHandler({ client, keyPrefix, timeoutMs: 5000 })
    const tags = Object.values(CACHE_TAGS)
    await reads.updateTags(tags)
    for (const tag of tags) await handler.revalidateTag(tag)
    return 'The site\'s shared cache (Redis) was expired: every instance shows the imported content.'
  } catch (error) {
    return `The site's shared cache (Redis) could not be expired (${(error as Error).message}): restart the servers to show the imported content.`
  } finally {
    await Promise.all([client.quit().catch(() => undefined), reads.close()])
  }
}
