import { describe, expect, it } from 'vitest'
import { albumBody, albumToForm, emptyAlbum, today } from './albumForm'

const monday = new Date(2026, 10, 16, 9, 30)

describe('the album form (SPEC §4, §5)', () => {
  it('starts empty, with no artist, today and active', () => {
    expect(emptyAlbum()).toMatchObject({ title: '', artistId: '', releaseDate: today(), isActive: true })
    expect(today(monday)).toBe('2026-11-16')
  })

  it('sends a missing release date as today, YYYY-MM-DD, and the artist as a number', () => {
    const body = albumBody({ ...emptyAlbum(), title: ' Night Drive ', artistId: '3', releaseDate: '', featuredArtist: ' ' }, monday)
    expect(body).toMatchObject({ title: 'Night Drive', artistId: 3, releaseDate: '2026-11-16', featuredArtist: null, isActive: true })
  })

  it('fills the form from an album being edited', () => {
    const form = albumToForm({
      id: 9,
      title: 'Signals',
      artistId: 2,
      featuredArtist: 'Aurora Circuit',
      description: null,
      coverImageUrl: '/demo/cover.webp',
      spotifyUrl: null,
      releaseDate: '2026-11-09T00:00:00.000Z',
      isActive: false,
      createdAt: '2026-11-09T00:00:00.000Z',
    })
    expect(form).toEqual({
      title: 'Signals',
      artistId: '2',
      featuredArtist: 'Aurora Circuit',
      description: '',
      coverImageUrl: '/demo/cover.webp',
      spotifyUrl: '',
      releaseDate: '2026-11-09',
      isActive: false,
    })
  })
})
