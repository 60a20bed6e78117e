import type { Metadata } from 'next'
import { buildCheckParams } from '@site/lib/build/buildCheckParams'
import { BlogListing, blogListingMetadata } from '@site/components/BlogListing/BlogListing'
import { NotFound } from '@site/components/NotFound/NotFound'
import { NotFoundAnswer } from '@site/components/NotFoundAnswer/NotFoundAnswer'
import { getBlogPage } from '@site/lib/read/blog'
import { parsePageNumber } from '@site/lib/pageNumber'
import { NOT_FOUND_TITLE } from '@site/lib/siteMetadata'

type Props = { params: Promise<{ pageNumber: string }> }

/** Pages are rendered on their first visit, then kept (the build has no database). */
export const generateStaticParams = () => buildCheckParams('pageNumber')

/** Page n of the list, or nothing: not a page number, or past the last page (page 1 is redirected to /blog in next.config). */
async function listingPage(params: Props['params']) {
  const page = parsePageNumber((await params).pageNumber)
  if (page === null || page === 1) return null
  // The first page knows the count: a page past the last is not read, so not kept in the cache.
  if (page > (await getBlogPage(1)).pageCount) return null
  const listing = await getBlogPage(page)
  return page <= listing.pageCount ? { page, ...listing } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const listing = await listingPage(params)
  if (!listing) return { title: { absolute: NOT_FOUND_TITLE } }
  return blogListingMetadata(listing)
}

/** Older articles, BLOG_PAGE_SIZE at a time; page 1 is /blog itself. */
export default async function OlderArticlesPage({ params }: Props) {
  const listing = await listingPage(params)
  if (!listing) {
    return (
      <NotFoundAnswer>
        <NotFound />
      </NotFoundAnswer>
    )
  }
  return <BlogListing {...listing} />
}
