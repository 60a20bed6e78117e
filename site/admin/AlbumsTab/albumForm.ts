import { isoDate } from '@site/lib/catalogue/dates'
import { displayZone } from '@site/lib/releaseZone'
import { orNull } from '../lib/formText'
import { dayOrKeptMoment, isAhead } from '../lib/moment'
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

/**
 * Today in the collective's release zone, as YYYY-MM-DD: a release dated today is out already,
 * wherever the admin is (their own calendar runs ahead of the zone's for part of each day).
 */
export function today(now = new Date(), zone = displayZone()): string {
  // A valid date always has a day.
  return isoDate(now.toISOString(), zone)!
}

/** The next Monday after today in the release zone (a week on when today is one): release day. */
export function nextMonday(now = new Date(), zone = displayZone()): string {
  const MONDAY = 1
  const day = new Date(`${today(now, zone)}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + ((MONDAY - day.getUTCDay() + 7) % 7 || 7))
  return day.toISOString().slice(0, 10)
}

/** An album whose release moment is still ahead: visitors see it from then on. */
export const isScheduled = (album: Pick<AdminAlbum, 'releaseDate'>, now = Date.now()): boolean => isAhead(album.releaseDate, now)

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
 * date becomes today, sent as YYYY-MM-DD; artistId is a number. An edit that leaves the day as it
 * was keeps the album's exact moment.
 */
export const albumBody = (values: AlbumFormValues, now = new Date(), editing?: Pick<AdminAlbum, 'releaseDate'>) => ({
  title: values.title.trim(),
  artistId: Number(values.artistId),
  featuredArtist: orNull(values.featuredArtist),
  description: orNull(values.description),
  coverImageUrl: orNull(values.coverImageUrl),
  spotifyUrl: orNull(values.spotifyUrl),
  releaseDate: values.releaseDate ? dayOrKeptMoment(values.releaseDate, editing?.releaseDate) : today(now),
  isActive: values.isActive,
})
