import { albumArtistName, DEFAULT_ALBUM_DESCRIPTION, DEFAULT_COVER } from '../../lib/catalogue/defaults'
import { albumPath } from '../../lib/catalogue/albumPath'
import { formatDate } from '../../lib/catalogue/dates'
import { shareText } from '../../lib/catalogue/text'
import type { Album } from '../../lib/read/types'

/** An album's shown values with SPEC §3's defaults, shared by the card and the featured section. */
export function albumDisplay(album: Album, artistName?: string | null) {
  const artist = artistName?.trim() || albumArtistName(album)
  return {
    artist,
    cover: album.coverImageUrl || DEFAULT_COVER,
    description: album.description?.trim() || DEFAULT_ALBUM_DESCRIPTION,
    released: formatDate(album.releaseDate),
    // Sharing an album shares its page (issue 14).
    share: { name: album.title, title: album.title, text: shareText(album.title, artist), url: albumPath(album) },
  }
}
