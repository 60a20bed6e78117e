import type { Album, ArtistRecord } from '../read/types'

/** Test data builders for the catalogue's unit tests. */
export function album(overrides: Partial<Album> & Pick<Album, 'id' | 'title'>): Album {
  return {
    slug: `album-${overrides.id}`,
    featuredArtist: null,
    description: null,
    coverImageUrl: null,
    spotifyUrl: null,
    releaseDate: '2025-03-03T00:00:00.000Z',
    artist: null,
    ...overrides,
  }
}

export function artistRecord(overrides: Partial<ArtistRecord> & Pick<ArtistRecord, 'id' | 'name'>): ArtistRecord {
  return { description: null, modelVersion: null, profileImageUrl: null, spotifyUrl: null, ...overrides }
}
