import { siteUrl } from '@cms/lib/siteUrl'
import type { Metadata } from 'next'
import { AlbumsBrowser } from '@site/components/AlbumsBrowser/AlbumsBrowser'
import { ALBUMS_LEAD } from '@site/components/AlbumsListing/AlbumsListing'
import { Container } from '@site/components/Container/Container'
import { Countdown } from '@site/components/Countdown/Countdown'
import { CalendarIcon, DiscIcon, HeadphonesIcon } from '@site/components/Icon/Icon'
import { JsonLd } from '@site/components/JsonLd/JsonLd'
import { PageHeader } from '@site/components/PageHeader/PageHeader'
import { PAGE_SUBSCRIBE_LABEL, SubscribeForm } from '@site/components/Newsletter/SubscribeForm'
import { StatCard, StatGrid } from '@site/components/StatCard/StatCard'
import { getAlbumsPage } from '@site/lib/read/catalogue'
import { itemList, musicAlbum } from '@site/lib/jsonLd'
import { pageMetadata } from '@site/lib/pageMetadata'
import { withFeedLink } from '@site/lib/blog/feed'
import { RELEASES_FEED } from '@site/lib/catalogue/releasesFeed'

export async function generateMetadata(): Promise<Metadata> {
  const {
    albums: [latest],
  } = await getAlbumsPage()
  return withFeedLink(
    pageMetadata({
      title: 'Albums',
      description: ALBUMS_LEAD,
      path: '/albums',
      image: latest?.coverImageUrl,
      imageAlt: latest && `Cover of ${latest.title}`,
    }),
    RELEASES_FEED,
  )
}

export default async function AlbumsPage() {
  const { albums, total, next } = await getAlbumsPage()
  const origin = siteUrl()
  return (
    <>
      {albums.length > 0 && <JsonLd data={itemList(albums.map((album) => musicAlbum(album, origin)))} />}
      <PageHeader eyebrow="Catalogue" title="Albums" lead={ALBUMS_LEAD} />
      {next && <Countdown at={next.at} renderedAt={next.renderedAt} />}
      <Container>
        <StatGrid aria-label="Catalogue at a glance">
          <StatCard label="Total Albums" value={total} icon={<DiscIcon />} />
          <StatCard label="New Releases" value="Weekly" icon={<CalendarIcon />} />
          <StatCard label="Streaming On" value="Spotify" icon={<HeadphonesIcon />} />
        </StatGrid>
        <SubscribeForm source="albums" label={PAGE_SUBSCRIBE_LABEL} />
      </Container>
      {/* A new newest album (a release coming in) starts the browser afresh, featuring it. */}
      <AlbumsBrowser key={albums[0]?.id} albums={albums} total={total} />
    </>
  )
}
