import 'server-only'
import { cache } from 'react'
import { getClient } from '../../graphql/client'
import { AlbumsPageDocument, ArtistsPageDocument, HomePageDocument, LandingPageDocument } from '../../graphql/generated/graphql'

// Each read is cached for the request, so a page's metadata and its body share one query.

export const getLandingPage = cache(async () => {
  const { data } = await (await getClient()).query({ query: LandingPageDocument })
  return {
    albums: data?.Albums?.docs ?? [],
    albumCount: data?.Albums?.totalDocs ?? 0,
    artists: data?.Artists?.docs ?? [],
    artistCount: data?.Artists?.totalDocs ?? 0,
  }
})

export const getHomePage = cache(async () => {
  const { data } = await (await getClient()).query({ query: HomePageDocument })
  return {
    albums: data?.Albums?.docs ?? [],
    albumCount: data?.Albums?.totalDocs ?? 0,
    artistCount: data?.countArtists?.totalDocs ?? 0,
    submissions: data?.LyricSubmissions?.docs ?? [],
    submissionCount: data?.LyricSubmissions?.totalDocs ?? 0,
  }
})

export const getAlbumsPage = cache(async () => {
  const { data } = await (await getClient()).query({ query: AlbumsPageDocument })
  return data?.Albums?.docs ?? []
})

export const getArtistsPage = cache(async () => {
  const { data } = await (await getClient()).query({ query: ArtistsPageDocument })
  return { albums: data?.Albums?.docs ?? [], artists: data?.Artists?.docs ?? [] }
})
