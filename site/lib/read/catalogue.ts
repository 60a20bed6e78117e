import 'server-only'
import { keepShowing } from '@cms/cache/scheduled'
import { CACHE_TAGS } from '@cms/cache/tags'
import { cache } from 'react'
import { whenListed } from './listed'
import { readNextAlbumRelease } from './release'
import { publicClient } from '../../graphql/client'
import { ALBUMS_PAGE_SIZE } from '../catalogue/paging'
import {
  AlbumPageDocument,
  AlbumsPageDocument,
  ArtistAlbumsDocument,
  ArtistsPageDocument,
  HomeCatalogueDocument,
  LandingPageDocument,
  SitemapAlbumsDocument,
} from '../../graphql/generated/graphql'

// What visitors see of the catalogue: each read is kept in Next's cache ('use cache') until a
// write expires one of its tags or the next album goes live (keepShowing); React's cache lets a
// page's metadata and its body share one read.

const ALBUMS = [CACHE_TAGS.albums]
const CATALOGUE = [CACHE_TAGS.albums, CACHE_TAGS.artists]
const SHOWS_ALBUMS = ['albums'] as const

export const getLandingPage = cache(async () => {
  'use cache'
  await keepShowing(SHOWS_ALBUMS, CATALOGUE)
  const [{ data }, next] = await Promise.all([publicClient().query({ query: LandingPageDocument }), readNextAlbumRelease()])
  return {
    next,
    albums: data?.Albums?.docs ?? [],
    albumCount: data?.Albums?.totalDocs ?? 0,
    artists: data?.Artists?.docs ?? [],
    artistCount: data?.Artists?.totalDocs ?? 0,
  }
})

/** The signed-in home's catalogue part: the same for everyone. */
export const getHomeCatalogue = cache(async () => {
  'use cache'
  await keepShowing(SHOWS_ALBUMS, CATALOGUE)
  const { data } = await publicClient().query({ query: HomeCatalogueDocument })
  return {
    albums: data?.Albums?.docs ?? [],
    albumCount: data?.Albums?.totalDocs ?? 0,
    artistCount: data?.countArtists?.totalDocs ?? 0,
  }
})

/** /albums: its first page of albums, newest first, how many there are in all and on how many pages. */
export const getAlbumsPage = cache(async () => {
  'use cache'
  await keepShowing(SHOWS_ALBUMS, ALBUMS)
  const [albums, next] = await Promise.all([readAlbumsListPage(1), readNextAlbumRelease()])
  return { ...albums, next }
})

/** /albums/page/{n}: that page of the albums, newest first (lib/catalogue/paging.ts). */
export const getAlbumsListPage = cache(async (page: number) => {
  'use cache'
  await keepShowing(SHOWS_ALBUMS, ALBUMS)
  return readAlbumsListPage(page)
})

async function readAlbumsListPage(page: number) {
  const { data } = await publicClient().query({ query: AlbumsPageDocument, variables: { limit: ALBUMS_PAGE_SIZE, page } })
  return { albums: data?.Albums?.docs ?? [], total: data?.Albums?.totalDocs ?? 0, pageCount: Math.max(1, data?.Albums?.totalPages ?? 1) }
}

export const getArtistsPage = cache(async () => {
  'use cache'
  await keepShowing(SHOWS_ALBUMS, CATALOGUE)
  const { data } = await publicClient().query({ query: ArtistsPageDocument })
  return { albums: data?.Albums?.docs ?? [], artists: data?.Artists?.docs ?? [] }
})

/** How many other albums of its artist an album's page shows. */
const MORE_BY_ARTIST = 4

/** Every released album's address and last change: for the sitemap, and to know an album's address. */
export const getSitemapAlbums = cache(async () => {
  'use cache'
  await keepShowing(SHOWS_ALBUMS, ALBUMS)
  const { data } = await publicClient().query({ query: SitemapAlbumsDocument })
  return data?.Albums?.docs ?? []
})

/**
 * /albums/{slug}: the album and more of its artist's, newest first; null when no visitor may see
 * it (missing, switched off, or not released yet).
 */
export const getAlbumPage = cache((slug: string) => whenListed('albums', getSitemapAlbums(), slug, readAlbumPage))

async function readAlbumPage(slug: string) {
  'use cache'
  await keepShowing(SHOWS_ALBUMS, CATALOGUE)
  const { data } = await publicClient().query({ query: AlbumPageDocument, variables: { slug } })
  const album = data?.Albums?.docs[0]
  if (!album) return null
  if (!album.artist) return { album, moreByArtist: [] }
  const more = await publicClient().query({
    query: ArtistAlbumsDocument,
    variables: { artist: album.artist.id, exclude: album.id, limit: MORE_BY_ARTIST },
  })
  return { album, moreByArtist: more.data?.Albums?.docs ?? [] }
}
