import { isoDate } from '@site/lib/catalogue/dates'
import { orNull } from '../lib/formText'
import type { AdminAlbum } from '../lib/types'

/** The album form's values, as its inputs hold them. */
export type AlbumFormValues = {
  title: string
  /** The chosen artist's id, '' for none. */
  artistId: string
  featuredArtist: string
  description: string
  coverImageUrl: string
  spotifyUrl: string
  /** YYYY-MM-DD. */
  releaseDate: string
  isActive: boolean
}

/** Today in the admin's own calendar, as YYYY-MM-DD. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** SPEC §4: the form resets to an empty title, no artist, today's date, active. */
export const emptyAlbum = (): AlbumFormValues => ({
  title: '',
  artistId: '',
  featuredArtist: '',
  description: '',
  coverImageUrl: '',
  spotifyUrl: '',
  releaseDate: today(),
  isActive: true,
})

/** Edit: the form filled from the chosen album. */
export const albumToForm = (album: AdminAlbum): AlbumFormValues => ({
  title: album.title,
  artistId: album.artistId === null ? '' : String(album.artistId),
  featuredArtist: album.featuredArtist ?? '',
  description: album.description ?? '',
  coverImageUrl: album.coverImageUrl ?? '',
  spotifyUrl: album.spotifyUrl ?? '',
  releaseDate: isoDate(album.releaseDate) ?? '',
  isActive: album.isActive ?? true,
})

/**
 * The body of POST /api/albums and PUT /api/albums/{id} (SPEC §7). SPEC §5: a missing release
 * date becomes today, sent as YYYY-MM-DD; artistId is a number.
 */
export const albumBody = (values: AlbumFormValues, now = new Date()) => ({
  title: values.title.trim(),
  artistId: Number(values.artistId),
  featuredArtist: orNull(values.featuredArtist),
  description: orNull(values.description),
  coverImageUrl: orNull(values.coverImageUrl),
  spotifyUrl: orNull(values.spotifyUrl),
  releaseDate: values.releaseDate || today(now),
  isActive: values.isActive,
})
