import { siteUrl } from '@cms/lib/siteUrl'
import type { Metadata } from 'next'
import { AlbumsBrowser } from '../../../components/AlbumsBrowser/AlbumsBrowser'
import { Container } from '../../../components/Container/Container'
import { CalendarIcon, DiscIcon, HeadphonesIcon } from '../../../components/Icon/Icon'
import { JsonLd } from '../../../components/JsonLd/JsonLd'
import { PageHeader } from '../../../components/PageHeader/PageHeader'
import { StatCard, StatGrid } from '../../../components/StatCard/StatCard'
import { getAlbumsPage } from '../../../lib/read/catalogue'
import { itemList, musicAlbum } from '../../../lib/jsonLd'
import { pageMetadata } from '../../../lib/pageMetadata'

const ALBUMS_LEAD =
  'Every album in the Machine Soul catalogue, newest first. A new one lands every Monday, composed with AI from original lyrics.'

export async function generateMetadata(): Promise<Metadata> {
  const {
    albums: [latest],
  } = await getAlbumsPage()
  return pageMetadata({
    title: 'Albums',
    shareTitle: 'Albums · Machine Soul',
    description: ALBUMS_LEAD,
    path: '/albums',
    image: latest?.coverImageUrl,
    imageAlt: latest && `Cover of ${latest.title}`,
  })
}

export default async function AlbumsPage() {
  const { albums, total } = await getAlbumsPage()
  const origin = siteUrl()
  return (
    <>
      {albums.length > 0 && <JsonLd data={itemList(albums.map((album) => musicAlbum(album, origin)))} />}
      <PageHeader eyebrow="Catalogue" title="Albums" lead={ALBUMS_LEAD} />
      <Container>
        <StatGrid aria-label="Catalogue at a glance">
          <StatCard label="Total Albums" value={total} icon={<DiscIcon />} />
          <StatCard label="New Releases" value="Weekly" icon={<CalendarIcon />} />
          <StatCard label="Streaming On" value="Spotify" icon={<HeadphonesIcon />} />
        </StatGrid>
      </Container>
      <AlbumsBrowser albums={albums} total={total} />
    </>
  )
}
