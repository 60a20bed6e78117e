import { describe, expect, it } from 'vitest'
import { COLLECTIVE_NAME } from '@cms/constants'
import { DEFAULT_COVER } from '@site/lib/catalogue/defaults'
import { importAlbum, type ExtractedAlbum } from './importedAlbum'

const extracted: ExtractedAlbum = {
  title: 'Night Drive',
  artistName: 'Aurora Circuit',
  coverImageUrl: 'https://i.scdn.co/image/abc',
  spotifyUrl: 'https://open.spotify.com/album/abc123',
  releaseDate: '2026-11-16T00:00:00.000Z',
}
const collective = { id: 1, name: COLLECTIVE_NAME }
const aurora = { id: 2, name: 'Aurora Circuit' }

describe('importAlbum (SPEC §5 import matching)', () => {
  it('credits the artist of the same name, ignoring case and spaces, with the date part of the release', () => {
    const outcome = importAlbum({ ...extracted, artistName: '  aurora circuit ' }, [collective, aurora])
    expect(outcome).toEqual({
      kind: 'matched',
      values: {
        title: 'Night Drive',
        artistId: 2,
        featuredArtist: 'Aurora Circuit',
        coverImageUrl: 'https://i.scdn.co/image/abc',
        spotifyUrl: 'https://open.spotify.com/album/abc123',
        releaseDate: '2026-11-16',
      },
    })
  })

  it('falls back to the collective, with the imported artist as featured artist', () => {
    const outcome = importAlbum({ ...extracted, artistName: 'Somebody New' }, [collective, aurora])
    expect(outcome.kind).toBe('base-artist')
    expect(outcome.kind !== 'no-base-artist' && outcome.values).toMatchObject({ artistId: 1, featuredArtist: 'Somebody New' })
  })

  it('has nothing to credit when neither the artist nor the collective exists', () => {
    expect(importAlbum({ ...extracted, artistName: 'Somebody New' }, [aurora])).toEqual({ kind: 'no-base-artist' })
    expect(importAlbum(extracted, [])).toEqual({ kind: 'no-base-artist' })
  })

  it('uses the default cover when Spotify has none, and no date when it gives none', () => {
    const outcome = importAlbum({ ...extracted, coverImageUrl: null, releaseDate: null }, [aurora])
    expect(outcome.kind !== 'no-base-artist' && outcome.values).toMatchObject({ coverImageUrl: DEFAULT_COVER, releaseDate: '' })
  })
})
