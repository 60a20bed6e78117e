import 'server-only'
import { nextRelease } from '@cms/cache/scheduled'
import { now } from '@cms/release/clock.mjs'

/**
 * The countdown's facts: when the next album goes live (null when none is scheduled) and the
 * server's time of this render, so that the server's text and the browser's first render agree.
 * Nothing else of the scheduled album: its title and cover stay secret until then.
 */
export async function getNextAlbumRelease(): Promise<{ at: string; renderedAt: number } | null> {
  const { album } = await nextRelease()
  return album === null ? null : { at: album, renderedAt: now() }
}
