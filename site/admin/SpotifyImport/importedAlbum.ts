import { isoDate } from '@site/lib/catalogue/dates'
import { DEFAULT_COVER } from '@site/lib/catalogue/defaults'
import { COLLECTIVE_NAME } from '@cms/constants'

/** What POST /api/spotify/extract-info answers with (SPEC §3 "Spotify extraction result"). */
export type ExtractedAlbum = {
  title: string
  artistName: string
  coverImageUrl: string | null
  spotifyUrl: string
  releaseDate: string | null
}

/** The album form's fields an import fills. */
export type ImportedValues = {
  title: string
  artistId: number
  featuredArtist: string
  coverImageUrl: string
  spotifyUrl: string
  /** YYYY-MM-DD, or '' when Spotify gave none (the save then uses today). */
  releaseDate: string
}

export type ImportOutcome =
  | { kind: 'matched'; values: ImportedValues }
  | { kind: 'base-artist'; values: ImportedValues }
  | { kind: 'no-base-artist' }

type KnownArtist = { id: number; name: string }

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

/**
 * SPEC §5 import matching: the extracted artist's own record when one has that name; else the
 * collective's base artist, crediting the imported artist as featuredArtist; else nothing.
 */
export function importAlbum(album: ExtractedAlbum, artists: readonly KnownArtist[]): ImportOutcome {
  const match = artists.find((artist) => sameName(artist.name, album.artistName))
  const artist = match ?? artists.find((candidate) => sameName(candidate.name, COLLECTIVE_NAME))
  if (!artist) return { kind: 'no-base-artist' }
  const values: ImportedValues = {
    title: album.title,
    artistId: artist.id,
    featuredArtist: match ? match.name : album.artistName,
    // SPEC §5: an album imported without a cover gets the fixed default image.
    coverImageUrl: album.coverImageUrl || DEFAULT_COVER,
    spotifyUrl: album.spotifyUrl,
    // "ISO timestamp; the date part is used."
    // Spotify names a day: its date part, whatever the collective's zone (SPEC §3).
    releaseDate: isoDate(album.releaseDate, 'UTC') ?? '',
  }
  return { kind: match ? 'matched' : 'base-artist', values }
}
