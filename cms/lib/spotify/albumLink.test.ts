import { describe, expect, it } from 'vitest'
import { spotifyAlbumId, spotifyEmbedUrl } from './albumLink'

describe('spotifyAlbumId', () => {
  it.each([
    ['spotify:album:4aawyAB9vmqN3uQ7FjRGTy', '4aawyAB9vmqN3uQ7FjRGTy'],
    ['https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', '4aawyAB9vmqN3uQ7FjRGTy'],
    ['https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy?si=abc123', '4aawyAB9vmqN3uQ7FjRGTy'],
    ['https://open.spotify.com/intl-de/album/1A2b3C/', '1A2b3C'],
    ['  https://open.spotify.com/embed/album/XyZ09  ', 'XyZ09'],
  ])('reads %s', (link, id) => expect(spotifyAlbumId(link)).toBe(id))

  it.each([
    '',
    null,
    'spotify:track:4aawyAB9vmqN3uQ7FjRGTy',
    'https://open.spotify.com/artist/4aawyAB9vmqN3uQ7FjRGTy',
    'https://open.spotify.com/album/',
    'https://open.spotify.com/album/abc-def',
    'javascript:album/abc',
    'not a link',
  ])('finds no album in %s', (link) => expect(spotifyAlbumId(link)).toBeNull())
})

describe('spotifyEmbedUrl', () => {
  it('builds the embed address only for album links', () => {
    expect(spotifyEmbedUrl('https://open.spotify.com/album/abc123')).toBe('https://open.spotify.com/embed/album/abc123')
    expect(spotifyEmbedUrl('https://open.spotify.com/track/abc123')).toBeNull()
  })
})
