import type { toContractAlbum, toContractArtist } from '@cms/api/mappers/catalogue'
import type { Album } from './types'

// In the browser: the whole catalogue as the cards show it, from the public /api rows (served
// from the cache), for what a page leaves out of its HTML (SPEC §2: /albums searches every album).

type AlbumRow = ReturnType<typeof toContractAlbum>
type ArtistRow = Pick<ReturnType<typeof toContractArtist>, 'id' | 'name'>

async function readRows<T>(path: string): Promise<T[]> {
  const response = await fetch(path, { credentials: 'include' })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T[]
}

/** GET /api/albums and /api/artists, as the AlbumCard fragment has them: newest release first. */
export async function readAllAlbums(): Promise<Album[]> {
  const [albums, artists] = await Promise.all([readRows<AlbumRow>('/api/albums'), readRows<ArtistRow>('/api/artists')])
  const artistById = new Map(artists.map((artist) => [artist.id, artist]))
  return albums.map((row) => {
    const artist = row.artistId === null ? undefined : artistById.get(row.artistId)
    return {
      __typename: 'Album',
      id: row.id,
      title: row.title,
      slug: row.slug,
      featuredArtist: row.featuredArtist,
      description: row.description,
      coverImageUrl: row.coverImageUrl,
      spotifyUrl: row.spotifyUrl,
      releaseDate: row.releaseDate,
      artist: artist ? { __typename: 'Artist', id: artist.id, name: artist.name } : null,
    }
  })
}
