import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import fs from 'node:fs'
import path from 'node:path'
import { siteUrl } from '../../lib/siteUrl'
import { CACHE_TAGS } from '../tags'
import { createUseCacheHandler } from '../useCache/useCacheHandler.mjs'
import { commandKey, EXPIRE_CACHE_PATH } from './commandKey'

// The server only records the expiry (pages render again as they are asked for): a server that
// takes longer is not answering, and the command should not hang on it.
const ASK_TIMEOUT_MS = 10_000

/**
 * Expires every content tag of the site's cache after a command (import-legacy, restore) wrote
 * from a process of its own, which the collections' hooks cannot expire from there. With
 * REDIS_URL, through the same stores and keys as the servers' (pages: site/cache-handler.mjs;
 * cached reads: cms/cache/useCache), which every instance reads. Without it each server caches in
 * its own memory: the one at SITE_URL (or localhost:PORT) is asked to expire its own. Answers the
 * sentence the command prints; never throws.
 */
export async function expireSiteCache(): Promise<string> {
  return process.env.REDIS_URL ? expireSharedCache(process.env.REDIS_URL) : askRunningServer(siteUrl())
}

async function expireSharedCache(url: string): Promise<string> {
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
    return "The site's shared cache (Redis) was expired: every instance shows what the database now holds."
  } catch (error) {
    return `The site's shared cache (Redis) could not be expired (${(error as Error).message}): restart the servers to show the new content.`
  } finally {
    await Promise.all([client.quit().catch(() => undefined), reads.close()])
  }
}

async function askRunningServer(origin: string): Promise<string> {
  const restart = 'restart it to show the new content'
  try {
    const response = await fetch(`${origin}/cms-api${EXPIRE_CACHE_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${commandKey()}` },
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    })
    if (response.ok) return `The server at ${origin} expired its cached pages: it shows what its database now holds.`
    const why = await refusal(response)
    return `The server at ${origin} did not expire its cached pages (${response.status}${why ? `: ${why}` : ''}): ${restart}.`
  } catch (error) {
    if (nobodyListens(error)) {
      return `No server answered at ${origin}: one started now shows the new content; one running at another address (SITE_URL, or PORT) keeps its cached pages until it restarts.`
    }
    // fetch says only "fetch failed"; its cause says why.
    const why = ((error as { cause?: Error }).cause ?? (error as Error)).message
    return `The server at ${origin} could not be asked to expire its cached pages (${why}): ${restart}.`
  }
}

/** The message of Payload's `{ errors: [{ message }] }`, if the answer is one. */
async function refusal(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { errors?: { message?: unknown }[] } | null
  const message = body?.errors?.[0]?.message
  return typeof message === 'string' ? message : undefined
}

function nobodyListens(error: unknown): boolean {
  return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED'
}
