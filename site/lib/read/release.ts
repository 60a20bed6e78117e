import 'server-only'
import { nextRelease } from '@cms/cache/scheduled'

/** The countdown's facts: when the next album goes live, and the server's time of this render. */
export type NextAlbumRelease = { at: string; renderedAt: number }

/**
 * The countdown's facts, null when no album is scheduled; `renderedAt` lets the server's text and
 * the browser's first render agree. Nothing else of the scheduled album: its title and cover stay
 * secret until then. Called inside the cached read of the list the countdown stands for, never
 * cached apart: both come from one entry, so a refresh at zero can never meet the countdown from
 * after the moment beside the list from before it (two entries expire at the same moment, but
 * each is served stale once on its own, and the page would show neither, nor refresh again).
 */
export async function readNextAlbumRelease(): Promise<NextAlbumRelease | null> {
  const at = await nextRelease('albums')
  return at === null ? null : { at, renderedAt: Date.now() }
}
