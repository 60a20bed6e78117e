import type { Album } from '../read/types'

/** The session-storage key under which /artists hands an album to /albums to feature. */
export const FEATURED_ALBUM_KEY = 'featuredAlbum'

/** A stored album, if the value parses to one; null otherwise (the caller logs and ignores it). */
export function parseStoredAlbum(value: string): Album | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const candidate = parsed as Partial<Album>
  return typeof candidate.id === 'number' && typeof candidate.title === 'string' ? (candidate as Album) : null
}
