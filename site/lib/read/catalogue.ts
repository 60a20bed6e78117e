import 'server-only'
import { CACHE_TAGS } from '@cms/cache/tags'
import { cache } from 'react'
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
import { cachedRead } from './cachedRead'

// What visitors see of the catalogue, from Next's cache; React's cache lets a page's metadata and
// its body share one read.

const ALBUMS = [CACHE_TAGS.albums]
const CATALOGUE = [CACHE_TAGS.albums, CACHE_TAGS.artists]

export const getLandingPage = cache(() =>
  cachedRead(['landing'], CATALOGUE, async () => {
    const { data } = await publicClient().query({ query: LandingPageDocument })
    return {
      albums: data?.Albums?.docs ?? [],
      albumCount: data?.Albums?.totalDocs ?? 0,
      artists: data?.Artists?.docs ?? [],
      artistCount: data?.Artists?.totalDocs ?? 0,
    }
  }),
)

/** The signed-in home's catalogue part: the same for everyone. */
export const getHomeCatalogue = cache(() =>
  cachedRead(['home-catalogue'], CATALOGUE, async () => {
    const { data } = await publicClient().query({ query: HomeCatalogueDocument })
    return {
      albums: data?.Albums?.docs ?? [],
      albumCount: data?.Albums?.totalDocs ?? 0,
      artistCount: data?.countArtists?.totalDocs ?? 0,
    }
  }),
)

/** /albums: its first page of albums, newest first, and how many there are in all. */
export const getAlbumsPage = cache(() =>
  cachedRead(['albums', String(ALBUMS_PAGE_SIZE)], ALBUMS, async () => {
    const { data } = await publicClient().query({ query: AlbumsPageDocument, variables: { limit: ALBUMS_PAGE_SIZE } })
    return { albums: data?.Albums?.docs ?? [], total: data?.Albums?.totalDocs ?? 0 }
  }),
)

export const getArtistsPage = cache(() =>
  cachedRead(['artists'], CATALOGUE, async () => {
    const { data } = await publicClient().query({ query: ArtistsPageDocument })
    return { albums: data?.Albums?.docs ?? [], artists: data?.Artists?.docs ?? [] }
  }),
)

/** How many other albums of its artist an album's page shows. */
const MORE_BY_ARTIST = 4

/**
 * /albums/{slug}: the album and more of its artist's, newest first; null when no visitor may see
 * it (missing, switched off, or not released yet).
 */
export const getAlbumPage = cache((slug: string) =>
  cachedRead(['album', slug], CATALOGUE, async () => {
    const { data } = await publicClient().query({ query: AlbumPageDocument, variables: { slug } })
    const album = data?.Albums?.docs[0]
    if (!album) return null
    if (!album.artist) return { album, moreByArtist: [] }
    const more = await publicClient().query({
      query: ArtistAlbumsDocument,
      variables: { artist: album.artist.id, exclude: album.id, limit: MORE_BY_ARTIST },
    })
    return { album, moreByArtist: more.data?.Albums?.docs ?? [] }
  }),
)

/** Every released album's address and last change, for the sitemap. */
export const getSitemapAlbums = () =>
  cachedRead(['sitemap-albums'], ALBUMS, async () => {
    const { data } = await publicClient().query({ query: SitemapAlbumsDocument })
    return data?.Albums?.docs ?? []
  })
