import { siteUrl } from '@cms/lib/siteUrl'
import { AlbumNewsletter } from '@site/components/Newsletter/AlbumNewsletter'
import type { Metadata } from 'next'
import { buildCheckParams } from '@site/lib/build/buildCheckParams'
import { AlbumCard } from '@site/components/AlbumCard/AlbumCard'
import { AlbumView } from '@site/components/AlbumView/AlbumView'
import { CardGrid } from '@site/components/AlbumGrid/CardGrid'
import { JsonLd } from '@site/components/JsonLd/JsonLd'
import { NotFound } from '@site/components/NotFound/NotFound'
import { NotFoundAnswer } from '@site/components/NotFoundAnswer/NotFoundAnswer'
import { Section } from '@site/components/Section/Section'
import { albumPath } from '@site/lib/catalogue/albumPath'
import { albumArtistName } from '@site/lib/catalogue/defaults'
import { musicAlbum } from '@site/lib/jsonLd'
import { pageMetadata } from '@site/lib/pageMetadata'
import { getAlbumPage } from '@site/lib/read/catalogue'
import { NOT_FOUND_TITLE } from '@site/lib/siteMetadata'

type Props = { params: Promise<{ slug: string }> }

/** Pages are rendered on their first visit, then kept (the build has no database). */
export const generateStaticParams = () => buildCheckParams('slug')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const page = await getAlbumPage(slug)
  if (!page) return { title: { absolute: NOT_FOUND_TITLE } }
  const { album } = page
  const artist = albumArtistName(album)
  const metadata = pageMetadata({
    title: `${album.title} by ${artist}`,
    description: album.description?.trim() || `${album.title}, an AI-generated album by ${artist}, released by Machine Soul.`,
    path: albumPath(album),
    // The cover with the title: this route's opengraph-image.
    ownImage: true,
  })
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'music.album' } }
}

/** /albums/{slug}: one album's page (a 404 for what visitors may not see, scheduled albums too). */
export default async function AlbumPage({ params }: Props) {
  const { slug } = await params
  const page = await getAlbumPage(slug)
  if (!page) {
    return (
      <NotFoundAnswer>
        <NotFound />
      </NotFoundAnswer>
    )
  }
  const { album, moreByArtist } = page
  // More of the artist the album belongs to (which its credit, featuredArtist, may not name).
  const artist = album.artist?.name ?? albumArtistName(album)
  return (
    <>
      <JsonLd data={{ '@context': 'https://schema.org', ...musicAlbum(album, siteUrl()) }} />
      <AlbumView album={album} />
      <AlbumNewsletter artist={album.artist} />
      {moreByArtist.length > 0 && (
        <Section id="more-albums" title={`More from ${artist}`}>
          <CardGrid aria-label={`More albums from ${artist}`}>
            {moreByArtist.map((other) => (
              <li key={other.id}>
                <AlbumCard album={other} artist={other.artist} />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  )
}
