import { siteUrl } from '@cms/lib/siteUrl'
import type { Metadata } from 'next'
import { ArtistsBrowser } from '@site/components/ArtistsBrowser/ArtistsBrowser'
import { JsonLd } from '@site/components/JsonLd/JsonLd'
import { PageHeader } from '@site/components/PageHeader/PageHeader'
import { ScienceSection } from '@site/components/ScienceSection/ScienceSection'
import { deriveArtists, summariseArtist } from '@site/lib/catalogue/artists'
import { getArtistsPage } from '@site/lib/read/catalogue'
import { itemList, musicGroup } from '@site/lib/jsonLd'
import { pageMetadata } from '@site/lib/pageMetadata'

const LEAD =
  'Meet the AI artists of the Machine Soul Collective: the models behind every release, with the albums each has made so far.'

const loadArtists = async () => {
  const { albums, artists } = await getArtistsPage()
  return deriveArtists(albums, artists)
}

export async function generateMetadata(): Promise<Metadata> {
  const [top] = await loadArtists()
  return pageMetadata({
    title: 'Artists',
    description: LEAD,
    path: '/artists',
    image: top?.latest?.coverImageUrl ?? top?.image,
    imageAlt: top && `${top.name}, a Machine Soul artist`,
  })
}

export default async function ArtistsPage() {
  const artists = await loadArtists()
  const origin = siteUrl()
  return (
    <>
      {artists.length > 0 && <JsonLd data={itemList(artists.map((artist) => musicGroup(artist, origin)))} />}
      <PageHeader eyebrow="The AI artists" title="Artists" lead={LEAD} />
      <ArtistsBrowser artists={artists.map(summariseArtist)} />
      <ScienceSection />
    </>
  )
}
