import { COLLECTIVE_NAME, DEFAULT_MODEL_VERSION } from '@cms/constants'
import type { Album } from '../read/types'

/** Shown for an album without a cover (SPEC §3) and for an artist without a picture. */
export const DEFAULT_COVER = '/defaults/album-cover.webp'
export const DEFAULT_ARTIST_IMAGE = '/defaults/artist.webp'

export const DEFAULT_ALBUM_DESCRIPTION =
  'A new chapter in the Machine Soul catalogue: original lyrics, AI composition and artwork, released on a Monday.'
export const DEFAULT_ARTIST_DESCRIPTION =
  'An AI artist of the Machine Soul Collective, shaping original lyrics into sound under the direction of its human collaborators.'

export const UNKNOWN_ARTIST = 'Unknown Artist'
export { COLLECTIVE_NAME, DEFAULT_MODEL_VERSION }

/** The name an album is credited to: its featured artist, else the collective (SPEC §3). */
export function albumArtistName(album: Pick<Album, 'featuredArtist'>): string {
  return album.featuredArtist?.trim() || COLLECTIVE_NAME
}
