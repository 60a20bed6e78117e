import { siteUrl } from '@cms/lib/siteUrl'
import type { Metadata } from 'next'
import { AboutStrip } from '../../components/AboutStrip/AboutStrip'
import { Countdown } from '../../components/Countdown/Countdown'
import { FeaturedArtists } from '../../components/FeaturedArtists/FeaturedArtists'
import { Hero } from '../../components/Hero/Hero'
import { JsonLd } from '../../components/JsonLd/JsonLd'
import { LandingAlbums } from '../../components/LandingAlbums/LandingAlbums'
import { itemList, musicAlbum } from '../../lib/jsonLd'
import { pageMetadata } from '../../lib/pageMetadata'
import { getLandingPage } from '../../lib/read/catalogue'

/** The metadata of `/`, for visitors and the signed-in alike. */
export async function landingMetadata(): Promise<Metadata> {
  const { albums } = await getLandingPage()
  const latest = albums[0]
  return pageMetadata({
    shareTitle: 'Machine Soul — AI-generated music, every Monday',
    description:
      'A music collective releasing a new AI-generated album every Monday, made from original lyrics. Listen on Spotify, meet the AI artists and submit your own lyrics.',
    path: '/',
    image: latest?.coverImageUrl,
    imageAlt: latest && `Cover of ${latest.title}, the latest Machine Soul album`,
  })
}

/** SPEC §2 landing page: what a signed-out visitor sees at `/`. */
export async function LandingContent() {
  const { albums, albumCount, artists, artistCount, next } = await getLandingPage()
  const origin = siteUrl()
  return (
    <>
      {albums.length > 0 && <JsonLd data={itemList(albums.map((album) => musicAlbum(album, origin)))} />}
      <Hero />
      {next && <Countdown at={next.at} renderedAt={next.renderedAt} />}
      {/* A new newest album (a release coming in) starts the section afresh, featuring it. */}
      <LandingAlbums key={albums[0]?.id} albums={albums} />
      <FeaturedArtists artists={artists} />
      <AboutStrip albumCount={albumCount} artistCount={artistCount} />
    </>
  )
}
