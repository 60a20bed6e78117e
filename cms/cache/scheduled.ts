import config from '@payload-config'
import { cacheLife, cacheTag } from 'next/cache'
import { getPayload } from 'payload'
import { isNextBuild } from '../lib/nextBuild'
import { readNextRelease, RELEASED, type Released } from '../release/nextRelease'
import { lifeUntil } from './releaseLife'

const moment = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso))

/**
 * The next album's or post's release moment (ISO) or null, kept until that moment or until one of
 * them is written: a write may schedule an earlier one. The build has no database: nothing
 * scheduled then.
 */
export async function nextRelease(kind: Released): Promise<string | null> {
  'use cache'
  cacheTag(RELEASED[kind].tag)
  const next = isNextBuild() ? null : await readNextRelease(await getPayload({ config }), kind)
  cacheLife(lifeUntil(moment(next), Date.now()))
  return next
}

/**
 * Tags the `'use cache'` scope it is called in with what it shows, and keeps it until a write
 * expires one of those tags or the next release of what it shows goes live, whichever comes
 * first: every instance computes the same life from its own clock, so a release shows
 * everywhere at once with nobody acting (no timer, no job, no message).
 */
export async function keepShowing(shows: readonly Released[], tags: readonly string[]): Promise<void> {
  cacheTag(...tags)
  const moments = (await Promise.all(shows.map(nextRelease))).map(moment).filter((at): at is number => at !== null)
  cacheLife(lifeUntil(moments.length === 0 ? null : Math.min(...moments), Date.now()))
}
