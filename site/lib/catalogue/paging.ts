import type { Album } from '../read/types'
import { filterAlbums, resultCountText } from './search'

/**
 * Albums /albums shows at first and adds per "Show more": the page's HTML carries this many cards,
 * whatever the size of the catalogue; the rest come from GET /api/albums when asked for.
 */
export const ALBUMS_PAGE_SIZE = 12

/**
 * The address of a page of the albums, ALBUMS_PAGE_SIZE each: the first is /albums itself. Where
 * scripts have not run, "Show more albums" leads on through them; each is a cached page of its own.
 */
export const albumsPagePath = (page: number): string => (page <= 1 ? '/albums' : `/albums/page/${page}`)

export const ALBUMS_READ_FAILED = 'The albums could not be loaded. Please try again.'

type Catalogue = { albums: readonly Album[]; total: number; status: 'partial' | 'loading' | 'failed' | 'complete' }

/**
 * What /albums shows for a query: the first `shown` matches, how many there are to show (until
 * every album is here, a search has no count and the catalogue's size is the server's), and the
 * search's status line.
 */
export function albumsOnShow({ albums, total, status }: Catalogue, query: string, shown: number) {
  const searching = query.trim() !== ''
  const complete = status === 'complete'
  const results = filterAlbums(albums, query)
  const visible = results.slice(0, shown)
  const available = complete ? results.length : searching ? visible.length : total
  const searchStatus = !searching
    ? null
    : complete
      ? resultCountText(results.length, query)
      : status === 'failed'
        ? ALBUMS_READ_FAILED
        : 'Searching every album…'
  return { visible, available, searchStatus, searching, complete }
}
