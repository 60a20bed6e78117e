import { describe, expect, it } from 'vitest'
import { album } from './catalogue/fixtures'
import { absoluteUrl, itemList, musicAlbum, musicGroup, serializeJsonLd } from './jsonLd'

const ORIGIN = 'https://machinesoul.example'

describe('musicAlbum', () => {
  it('describes an album with its artist, date, absolute cover, page and Spotify link', () => {
    const node = musicAlbum(
      album({
        id: 1,
        title: 'Overclocked Hearts',
        slug: 'overclocked-hearts',
        featuredArtist: 'Voltage Choir',
        coverImageUrl: '/demo/covers/overclocked-hearts.webp',
        spotifyUrl: 'https://open.spotify.com/album/abc',
        releaseDate: '2025-03-03T00:00:00.000Z',
      }),
      ORIGIN,
    )
    expect(node).toEqual({
      '@type': 'MusicAlbum',
      name: 'Overclocked Hearts',
      byArtist: { '@type': 'MusicGroup', name: 'Voltage Choir' },
      datePublished: '2025-03-03',
      image: `${ORIGIN}/demo/covers/overclocked-hearts.webp`,
      url: `${ORIGIN}/albums/overclocked-hearts`,
      sameAs: 'https://open.spotify.com/album/abc',
    })
  })

  it('falls back to the collective and the default cover, with no sameAs without Spotify', () => {
    const node = musicAlbum(album({ id: 2, title: 'Weights', slug: 'weights' }), ORIGIN)
    expect(node).toMatchObject({
      byArtist: { name: 'Machine Soul Collective' },
      image: `${ORIGIN}/defaults/album-cover.webp`,
      url: `${ORIGIN}/albums/weights`,
    })
    expect(node).not.toHaveProperty('sameAs')
  })
})

it('musicGroup describes an artist', () => {
  const node = musicGroup(
    { id: 1, name: 'Null Pointer', description: 'd', modelVersion: 'v', image: '/a.webp', spotifyUrl: null, albums: [album({ id: 1, title: 'S' })] },
    ORIGIN,
  )
  expect(node).toEqual({
    '@type': 'MusicGroup',
    name: 'Null Pointer',
    description: 'd',
    image: `${ORIGIN}/a.webp`,
    url: `${ORIGIN}/artists`,
    album: [{ '@type': 'MusicAlbum', name: 'S' }],
  })
})

it('absoluteUrl leaves full URLs alone', () => {
  expect(absoluteUrl('https://i.scdn.co/image/x', ORIGIN)).toBe('https://i.scdn.co/image/x')
})

it('itemList numbers the items in order', () => {
  expect(itemList([{ a: 1 }, { b: 2 }])).toMatchObject({
    '@context': 'https://schema.org',
    itemListElement: [{ position: 1, item: { a: 1 } }, { position: 2, item: { b: 2 } }],
  })
})

it('serializeJsonLd escapes < so the script cannot be closed early, and stays valid JSON', () => {
  const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
  expect(text).not.toContain('<')
  expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
})
