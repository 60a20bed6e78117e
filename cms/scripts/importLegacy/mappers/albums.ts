import { COLLECTIVE_NAME } from '@cms/constants'
import type { LegacyAlbum } from '../source'
import type { Plan } from '../writer'
import { iso, spotifyWebLink } from './common'

/**
 * Albums as they were. One without an artist (none given, or one that did not come along) goes
 * to the collective's base artist and keeps its featuredArtist; one without a release date is
 * released when it was created.
 */
export function albumPlanner(artistIds: Map<string, number>, baseArtistId: () => number) {
  return (row: LegacyAlbum): Plan => {
    const notes: string[] = []
    let artist = row.artist_id === null ? undefined : artistIds.get(String(row.artist_id))
    if (artist === undefined) {
      artist = baseArtistId()
      notes.push(`${row.artist_id === null ? 'no artist' : `artist ${row.artist_id} was not imported`}: given to the base artist '${COLLECTIVE_NAME}'`)
    }
    let releaseDate = row.release_date
    if (!releaseDate && row.created_at) {
      releaseDate = row.created_at
      notes.push(`no release date: released when created, ${row.created_at.toISOString()}`)
    } else if (!releaseDate) {
      notes.push('no release date nor creation date: released at the import, the newest album')
    }
    return {
      legacyId: String(row.id),
      data: {
        title: row.title,
        artist,
        featuredArtist: row.featured_artist,
        description: row.description,
        coverImageUrl: row.cover_image_url,
        spotifyUrl: spotifyWebLink(row.spotify_url, notes, 'spotifyUrl'),
        releaseDate: iso(releaseDate),
        isActive: row.is_active ?? true,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.created_at),
      },
      notes,
    }
  }
}

/** Albums that need the base artist: then it is found, or made, before they are written. */
export const needsBaseArtist = (albums: LegacyAlbum[], artistIds: Map<string, number>) =>
  albums.some((album) => album.artist_id === null || !artistIds.has(String(album.artist_id)))
