import { describe, expect, it } from 'vitest'
import { momentLabel } from '../lib/moment'
import { albumBody, albumToForm, emptyAlbum, isScheduled, nextMonday, today } from './albumForm'

const monday = new Date(2026, 10, 16, 9, 30)

const albumFixture = {
  id: 9,
  title: 'Signals',
  slug: 'signals',
  artistId: 2,
  featuredArtist: 'Aurora Circuit',
  description: null,
  coverImageUrl: '/demo/cover.webp',
  spotifyUrl: null,
  releaseDate: '2026-11-09T00:00:00.000Z',
  isActive: false,
  createdAt: '2026-11-09T00:00:00.000Z',
}

describe('the album form (SPEC §4, §5)', () => {
  it('starts empty, with no artist, today and active', () => {
    expect(emptyAlbum()).toMatchObject({ title: '', artistId: '', releaseDate: today(), isActive: true })
    expect(today(monday)).toBe('2026-11-16')
  })

  it("takes today from the release zone, not the admin's own clock", () => {
    const eveningInUtc = new Date('2026-11-24T18:40:00Z')
    expect(today(eveningInUtc, 'UTC')).toBe('2026-11-24')
    expect(today(eveningInUtc, 'Asia/Tokyo')).toBe('2026-11-25')
    expect(nextMonday(new Date('2026-11-29T20:00:00Z'), 'UTC')).toBe('2026-11-30')
    expect(nextMonday(new Date('2026-11-29T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-12-07')
  })

  it('sends a missing release date as today, YYYY-MM-DD, and the artist as a number', () => {
    const body = albumBody({ ...emptyAlbum(), title: ' Night Drive ', artistId: '3', releaseDate: '', featuredArtist: ' ' }, monday)
    expect(body).toMatchObject({ title: 'Night Drive', artistId: 3, releaseDate: '2026-11-16', featuredArtist: null, isActive: true })
  })

  it('fills the form from an album being edited', () => {
    const form = albumToForm(albumFixture)
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

  it("shows an album's release day in the collective's zone, and keeps its moment when left alone", () => {
    process.env.RELEASE_TIMEZONE = 'Europe/Berlin'
    try {
      // 00:00 of Monday November 30 in Berlin.
      const album = { ...albumFixture, releaseDate: '2026-11-29T23:00:00.000Z' }
      const form = albumToForm(album)
      expect(form.releaseDate).toBe('2026-11-30')
      expect(albumBody(form, monday, album).releaseDate).toBe('2026-11-29T23:00:00.000Z')
    } finally {
      delete process.env.RELEASE_TIMEZONE
    }
  })
})

describe('scheduling (issue 14)', () => {
  it('Next Monday is the coming Monday, a week on from a Monday', () => {
    expect(nextMonday(new Date(2026, 10, 18, 15, 0))).toBe('2026-11-23')
    expect(nextMonday(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-23')
    expect(nextMonday(monday)).toBe('2026-11-23')
    expect(nextMonday(new Date(2026, 11, 29))).toBe('2027-01-04')
  })

  it('an edit that keeps the day keeps the exact moment; another day is sent as a bare day', () => {
    const editing = { releaseDate: '2026-11-30T09:30:00.000Z' }
    expect(albumBody({ ...emptyAlbum(), releaseDate: '2026-11-30' }, monday, editing).releaseDate).toBe('2026-11-30T09:30:00.000Z')
    expect(albumBody({ ...emptyAlbum(), releaseDate: '2026-12-07' }, monday, editing).releaseDate).toBe('2026-12-07')
  })

  it('an album is scheduled while its moment is ahead', () => {
    const at = Date.parse('2026-11-30T00:00:00.000Z')
    expect(isScheduled({ releaseDate: '2026-11-30T00:00:00.000Z' }, at - 1)).toBe(true)
    expect(isScheduled({ releaseDate: '2026-11-30T00:00:00.000Z' }, at)).toBe(false)
  })

  it('names the moment with its time and zone', () => {
    expect(momentLabel('2026-11-30T00:00:00.000Z')).toMatch(/2026.*\d{2}:\d{2}.*(UTC|GMT)/)
  })
})
