import 'server-only'
import { keepShowing, nextRelease } from '@cms/cache/scheduled'
import { CACHE_TAGS } from '@cms/cache/tags'

/**
 * The countdown's facts: when the next album goes live (null when none is scheduled) and the
 * server's time of this render, so that the server's text and the browser's first render agree.
 * Nothing else of the scheduled album: its title and cover stay secret until then.
 */
export async function getNextAlbumRelease(): Promise<{ at: string; renderedAt: number } | null> {
  'use cache'
  await keepShowing(['albums'], [CACHE_TAGS.albums])
  const at = await nextRelease('albums')
  return at === null ? null : { at, renderedAt: Date.now() }
}
