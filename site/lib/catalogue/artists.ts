import {
  albumArtistName,
  DEFAULT_ARTIST_DESCRIPTION,
  DEFAULT_ARTIST_IMAGE,
  DEFAULT_MODEL_VERSION,
  UNKNOWN_ARTIST,
} from './defaults'
import type { Album, ArtistRecord } from '../read/types'

/** SPEC §9: the artists page names the first 3 albums of each artist. */
export const ALBUM_CHIPS = 3

/** What an artist card shows, with SPEC's defaults already applied. */
export type ArtistProfile = {
  id: number
  name: string
  description: string
  modelVersion: string
  image: string
  spotifyUrl: string | null
}

/** An artist on /artists: a profile plus the albums credited to it. */
export type DerivedArtist = ArtistProfile & {
  albums: Album[]
  latest: Album | null
}

/**
 * An artist as its card on /artists needs it: the first ALBUM_CHIPS albums and the count, not the
 * whole catalogue (the cards are interactive, so what they get is written into the page twice).
 */
export type ArtistSummary = Omit<DerivedArtist, 'albums'> & { albums: Album[]; albumCount: number }

export function summariseArtist(artist: DerivedArtist): ArtistSummary {
  return { ...artist, albums: artist.albums.slice(0, ALBUM_CHIPS), albumCount: artist.albums.length }
}

/** An artist record with the SPEC defaults for what is missing. */
export function artistProfile(record: ArtistRecord): ArtistProfile {
  return {
    id: record.id,
    name: record.name?.trim() || UNKNOWN_ARTIST,
    description: record.description?.trim() || DEFAULT_ARTIST_DESCRIPTION,
    modelVersion: record.modelVersion?.trim() || DEFAULT_MODEL_VERSION,
    image: record.profileImageUrl || DEFAULT_ARTIST_IMAGE,
    spotifyUrl: record.spotifyUrl || null,
  }
}

const releaseTime = (album: Album) => {
  const time = new Date(album.releaseDate).getTime()
  return Number.isNaN(time) ? -Infinity : time
}

/**
 * SPEC §2 /artists: artists derived from albums, grouped on each album's featuredArtist text
 * (the collective when missing), sorted by album count, most first; ties keep first-seen order.
 * Picture, model, description and link come from the artist record of the same name (ignoring
 * case), else the defaults; a derived artist without a record gets a negative id of its own.
 */
export function deriveArtists(albums: readonly Album[], records: readonly ArtistRecord[]): DerivedArtist[] {
  const recordsByName = new Map(records.map((record) => [record.name.trim().toLocaleLowerCase(), record]))
  const groups = new Map<string, { name: string; albums: Album[] }>()
  for (const album of albums) {
    const name = albumArtistName(album)
    const key = name.toLocaleLowerCase()
    const group = groups.get(key) ?? { name, albums: [] }
    group.albums.push(album)
    groups.set(key, group)
  }
  return [...groups.entries()]
    .map(([key, { name, albums: credited }], index): DerivedArtist => {
      const record = recordsByName.get(key)
      const profile = record
        ? artistProfile({ ...record, name })
        : artistProfile({ id: -(index + 1), name, description: null, modelVersion: null, profileImageUrl: null, spotifyUrl: null })
      const latest = credited.reduce<Album | null>((best, album) => (!best || releaseTime(album) > releaseTime(best) ? album : best), null)
      return { ...profile, albums: credited, latest }
    })
    .sort((a, b) => b.albums.length - a.albums.length)
}

/** Colour cycling of SPEC §2: 3 accents, chosen by id modulo 3 (non-negative for any id). */
export const accentIndex = (id: number): 0 | 1 | 2 => (((id % 3) + 3) % 3) as 0 | 1 | 2
