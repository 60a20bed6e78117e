import config from '@payload-config'
import { cacheLife, cacheTag } from 'next/cache'
import { getPayload } from 'payload'
import { isNextBuild } from '../lib/nextBuild'
import { readNextRelease, readUpcomingSlugs, RELEASED, type Released } from '../release/nextRelease'
import { lifeUntil } from './releaseLife'
import { momentTag, UPCOMING_TAG } from './pageTags.mjs'

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
  liveUntil(moment(next))
  return next
}

/**
 * Ends the life of the `'use cache'` scope it is called in at `at` (ms), or keeps it until a write
 * expires a tag when null: in seconds for Next (cacheLife), and as a moment tag, which the page
 * store reads to serve no page of the scope's from `at` on (./pageTags.mjs).
 */
function liveUntil(at: number | null): void {
  cacheLife(lifeUntil(at, Date.now()))
  if (at !== null) cacheTag(momentTag(at))
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
  liveUntil(moments.length === 0 ? null : Math.min(...moments))
}

/**
 * The slugs of what of `kind` is scheduled, kept like the moment: until one of them is written
 * or the next goes live. Never shown; see keepUntilLive.
 */
async function upcomingSlugs(kind: Released): Promise<string[]> {
  'use cache'
  await keepShowing([kind], [RELEASED[kind].tag])
  return isNextBuild() ? [] : readUpcomingSlugs(await getPayload({ config }), kind)
}

/**
 * Called where a page answers 404 for `slug`: when `slug` is one that goes live at a scheduled
 * moment, the page is tagged UPCOMING_TAG, and the page cache keeps that 404 (it keeps no other)
 * until the moment or a write. Before a Monday release, visitors waiting on the new album's
 * address then get one render per instance instead of one each, and its page shows from the
 * moment on like every other. A made-up slug is not tagged: nothing is kept for it.
 */
export async function keepUntilLive(kind: Released, slug: string): Promise<void> {
  if ((await upcomingSlugs(kind)).includes(slug)) await tagUpcoming(kind, slug)
}

/**
 * One entry per scheduled address (an admin's, never a visitor's; the slug is only its key),
 * carrying UPCOMING_TAG to the page.
 */
async function tagUpcoming(kind: Released, _slug: string): Promise<void> {
  'use cache'
  await keepShowing([kind], [RELEASED[kind].tag, UPCOMING_TAG])
}
