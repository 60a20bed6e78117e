import { albumArtistName } from './defaults'
import type { Album } from '../read/types'

const normalise = (text: string) => text.trim().toLocaleLowerCase()

/** Albums whose title or artist name contains the query, ignoring case; all of them for an empty query. */
export function filterAlbums<T extends Album>(albums: readonly T[], query: string): T[] {
  const needle = normalise(query)
  if (!needle) return [...albums]
  return albums.filter((album) =>
    [album.title, albumArtistName(album), album.artist?.name ?? ''].some((text) => normalise(text).includes(needle)),
  )
}

/** Items whose name contains the query, ignoring case. */
export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const needle = normalise(query)
  return needle ? items.filter((item) => normalise(item.name).includes(needle)) : [...items]
}

/** SPEC §2 /albums: "N result(s) for ..." — `3 results for "night"`, `1 result for "night"`. */
export function resultCountText(count: number, query: string): string {
  return `${count} ${count === 1 ? 'result' : 'results'} for "${query.trim()}"`
}
