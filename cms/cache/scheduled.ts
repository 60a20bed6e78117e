import config from '@payload-config'
import { cacheLife, cacheTag } from 'next/cache'
import { getPayload } from 'payload'
import { isNextBuild } from '../lib/nextBuild'
import { readNextAlbumRelease, readNextPostRelease } from '../release/nextRelease'
import { lifeUntil } from './releaseLife'
import { CACHE_TAGS } from './tags'

const moment = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso))

/**
 * The next album's release moment (ISO) or null, kept until that moment or until an album is
 * written: a write may schedule an earlier one. The build has no database: nothing scheduled then.
 */
export async function nextAlbumRelease(): Promise<string | null> {
  'use cache'
  cacheTag(CACHE_TAGS.albums)
  const next = isNextBuild() ? null : await readNextAlbumRelease(await getPayload({ config }))
  cacheLife(lifeUntil(moment(next), Date.now()))
  return next
}

/** The next post's publication moment (ISO) or null, kept as nextAlbumRelease is. */
export async function nextPostRelease(): Promise<string | null> {
  'use cache'
  cacheTag(CACHE_TAGS.blogPosts)
  const next = isNextBuild() ? null : await readNextPostRelease(await getPayload({ config }))
  cacheLife(lifeUntil(moment(next), Date.now()))
  return next
}

/**
 * Tags the `'use cache'` scope it is called in with what it shows, and keeps it until a write
 * expires one of those tags or the next release of what it shows goes live, whichever comes
 * first: every instance computes the same life from its own clock, so a release shows
 * everywhere at once with nobody acting (no timer, no job, no message).
 */
export async function keepShowing(shows: { albums?: boolean; posts?: boolean }, tags: readonly string[]): Promise<void> {
  cacheTag(...tags)
  const [album, post] = await Promise.all([shows.albums ? nextAlbumRelease() : null, shows.posts ? nextPostRelease() : null])
  const moments = [moment(album), moment(post)].filter((at): at is number => at !== null)
  cacheLife(lifeUntil(moments.length === 0 ? null : Math.min(...moments), Date.now()))
}
