import { describe, expect, it } from 'vitest'
import { ALBUM_CHIPS, accentIndex, deriveArtists, summariseArtist } from './artists'
import { COLLECTIVE_NAME, DEFAULT_ARTIST_IMAGE, DEFAULT_MODEL_VERSION } from './defaults'
import { album, artistRecord } from './fixtures'

describe('deriveArtists', () => {
  const albums = [
    album({ id: 1, title: 'A', featuredArtist: 'Aurora Circuit', releaseDate: '2025-01-06T00:00:00Z' }),
    album({ id: 2, title: 'B', featuredArtist: 'Voltage Choir' }),
    album({ id: 3, title: 'C', featuredArtist: 'aurora circuit', releaseDate: '2025-02-03T00:00:00Z' }),
    album({ id: 4, title: 'D' }),
  ]
  const records = [artistRecord({ id: 7, name: 'AURORA CIRCUIT', modelVersion: 'v2', profileImageUrl: '/a.webp' })]

  it('groups on featuredArtist ignoring case, the collective for missing ones, most albums first', () => {
    const artists = deriveArtists(albums, records)
    expect(artists.map((a) => [a.name, a.albums.length])).toEqual([
      ['Aurora Circuit', 2],
      ['Voltage Choir', 1],
      [COLLECTIVE_NAME, 1],
    ])
  })

  it('takes profile fields from the record of the same name, else defaults', () => {
    const [aurora, voltage] = deriveArtists(albums, records)
    expect(aurora).toMatchObject({ id: 7, modelVersion: 'v2', image: '/a.webp' })
    expect(voltage).toMatchObject({ modelVersion: DEFAULT_MODEL_VERSION, image: DEFAULT_ARTIST_IMAGE, spotifyUrl: null })
  })

  it('names the latest release by date', () => {
    expect(deriveArtists(albums, records)[0]!.latest?.title).toBe('C')
  })

  it('gives nothing for no albums', () => {
    expect(deriveArtists([], records)).toEqual([])
  })
})

it('summarises an artist for its card: the first chips and the count of all its albums', () => {
  const many = Array.from({ length: 5 }, (_, index) => album({ id: index + 1, title: `T${index}`, featuredArtist: 'Null Pointer' }))
  const [artist] = deriveArtists(many, []).map(summariseArtist)
  expect(artist!.albums.map((a) => a.title)).toEqual(['T0', 'T1', 'T2'].slice(0, ALBUM_CHIPS))
  expect(artist!.albumCount).toBe(5)
})

it('cycles accents by id modulo 3, also for negative ids', () => {
  expect([0, 1, 2, 3, 4, -1].map(accentIndex)).toEqual([0, 1, 2, 0, 1, 2])
})
