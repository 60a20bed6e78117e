import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { isNextBuild } from '../lib/nextBuild'
import { now } from '../release/clock.mjs'
import { readNextRelease, type NextRelease } from '../release/nextRelease'
import { releaseTag } from '../release/releaseTag.mjs'
import { CACHE_TAGS } from './tags'

const NOTHING_SCHEDULED: NextRelease = { album: null, any: null }

const readFresh = async (): Promise<NextRelease> => readNextRelease(await getPayload({ config }))

/**
 * The next release moments, from the cache while they are ahead: a write to albums or posts
 * expires them with the rest. Once the cached moment has passed it is asked again (that happens
 * only while filling some other entry, which the moment has just expired).
 */
export async function nextRelease(): Promise<NextRelease> {
  if (isNextBuild()) return NOTHING_SCHEDULED
  const cached = await unstable_cache(readFresh, ['next-release'], { tags: [CACHE_TAGS.albums, CACHE_TAGS.blogPosts] })()
  return cached.any !== null && Date.parse(cached.any) <= now() ? readFresh() : cached
}

/**
 * The tags of a cached read or page that shows released content: with something scheduled, a tag
 * naming its moment, from which the cache handler no longer serves the entry (site/cache-handler.mjs),
 * on every instance, with nobody acting.
 */
export async function scheduledTags(): Promise<string[]> {
  const { any } = await nextRelease()
  return any === null ? [] : [releaseTag(Date.parse(any))]
}
