import type { Metadata } from 'next'
import { withFeedLink } from '../../lib/blog/feed'
import { ALBUMS_PAGE_SIZE, albumsPagePath } from '../../lib/catalogue/paging'
import { RELEASES_FEED } from '../../lib/catalogue/releasesFeed'
import { pageMetadata } from '../../lib/pageMetadata'
import type { Album } from '../../lib/read/types'
import { AlbumGrid } from '../AlbumGrid/AlbumGrid'
import { PageHeader } from '../PageHeader/PageHeader'
import { Pagination } from '../Pagination/Pagination'
import { Section } from '../Section/Section'

export const ALBUMS_LEAD =
  'Every album in the Machine Soul catalogue, newest first. A new one lands every Monday, composed with AI from original lyrics.'

type Props = { albums: readonly Album[]; page: number; pageCount: number; total: number }

const listingTitle = (page: number) => `Albums, page ${page}`

/** The title, description and share card of /albums/page/{n}. */
export function albumsListingMetadata({ albums, page }: Pick<Props, 'albums' | 'page'>): Metadata {
  const [first] = albums
  const title = listingTitle(page)
  return withFeedLink(
    pageMetadata({
      title,
      description: ALBUMS_LEAD,
      path: albumsPagePath(page),
      image: first?.coverImageUrl,
      imageAlt: first && `Cover of ${first.title}`,
    }),
    RELEASES_FEED,
  )
}

/**
 * /albums/page/{n}: the albums after /albums's first page, a page at a time, newest first. "Show
 * more albums" leads here where scripts have not run (with them, it brings the albums into /albums).
 */
export function AlbumsListing({ albums, page, pageCount, total }: Props) {
  const from = (page - 1) * ALBUMS_PAGE_SIZE + 1
  return (
    <>
      <PageHeader eyebrow="Catalogue" title={listingTitle(page)} lead={ALBUMS_LEAD} />
      <Section id="all-albums" title="All Albums" lead={`Albums ${from} to ${from + albums.length - 1} of ${total}, newest first.`}>
        <AlbumGrid albums={albums} label="Albums" />
        <Pagination
          label="Pages of albums"
          page={page}
          pageCount={pageCount}
          pathOf={albumsPagePath}
          newerText="Newer albums"
          olderText="Older albums"
        />
      </Section>
    </>
  )
}
