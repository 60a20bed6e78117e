import { afterEach, expect, it, vi } from 'vitest'
import { readAllAlbums } from './browserCatalogue'

const rows: Record<string, unknown> = {
  '/api/albums': [
    { id: 2, title: 'B', artistId: 7, featuredArtist: 'Null Pointer', description: null, coverImageUrl: null, spotifyUrl: null, releaseDate: '2026-11-16T00:00:00.000Z', isActive: true, createdAt: 'x' },
    { id: 1, title: 'A', artistId: null, featuredArtist: null, description: 'd', coverImageUrl: '/c.webp', spotifyUrl: null, releaseDate: '2026-11-09T00:00:00.000Z', isActive: true, createdAt: 'x' },
  ],
  '/api/artists': [{ id: 7, name: 'Null Pointer' }],
}

afterEach(() => vi.unstubAllGlobals())

it('reads every album with its artist from the public rows, in their order', async () => {
  vi.stubGlobal('fetch', async (path: string) => Response.json(rows[path]))
  const albums = await readAllAlbums()
  expect(albums.map((album) => [album.id, album.artist?.name ?? null])).toEqual([
    [2, 'Null Pointer'],
    [1, null],
  ])
  expect(albums[1]).toMatchObject({ title: 'A', description: 'd', coverImageUrl: '/c.webp' })
})

it('fails when a row cannot be read, so the page can say so', async () => {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }))
  await expect(readAllAlbums()).rejects.toThrow('503')
})
