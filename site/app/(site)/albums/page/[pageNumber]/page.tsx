import type { Metadata } from 'next'
import { AlbumsListing, albumsListingMetadata } from '@site/components/AlbumsListing/AlbumsListing'
import { NotFound } from '@site/components/NotFound/NotFound'
import { NotFoundAnswer } from '@site/components/NotFoundAnswer/NotFoundAnswer'
import { buildCheckParams } from '@site/lib/build/buildCheckParams'
import { parsePageNumber } from '@site/lib/pageNumber'
import { getAlbumsListPage, getAlbumsPage } from '@site/lib/read/catalogue'
import { NOT_FOUND_TITLE } from '@site/lib/siteMetadata'

type Props = { params: Promise<{ pageNumber: string }> }

/** Pages are rendered on their first visit, then kept (the build has no database). */
export const generateStaticParams = () => buildCheckParams('pageNumber')

/** Page n of the albums, or nothing: not a page number, or past the last page (page 1 is redirected to /albums in next.config). */
async function listingPage(params: Props['params']) {
  const page = parsePageNumber((await params).pageNumber)
  if (page === null || page === 1) return null
  // /albums's read knows the count: a page past the last is not read, so not kept in the cache.
  if (page > (await getAlbumsPage()).pageCount) return null
  const listing = await getAlbumsListPage(page)
  return page <= listing.pageCount ? { page, ...listing } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const listing = await listingPage(params)
  if (!listing) return { title: { absolute: NOT_FOUND_TITLE } }
  return albumsListingMetadata(listing)
}

/** Older albums, ALBUMS_PAGE_SIZE at a time; page 1 is /albums itself. */
export default async function OlderAlbumsPage({ params }: Props) {
  const listing = await listingPage(params)
  if (!listing) {
    return (
      <NotFoundAnswer>
        <NotFound />
      </NotFoundAnswer>
    )
  }
  return <AlbumsListing {...listing} />
}
