import type { Metadata } from 'next'
import type { ComponentType } from 'react'
import { NotFound } from '@site/components/NotFound/NotFound'
import { NotFoundAnswer } from '@site/components/NotFoundAnswer/NotFoundAnswer'
import { NOT_FOUND_TITLE } from '@site/lib/siteMetadata'

type Props = { params: Promise<{ pageNumber: string }> }

/**
 * A /…/page/{n} route's metadata and page: `read` gives page n of the list (listedPage), or null
 * for the not-found answer, whole in the HTML with its 404.
 */
export function listedPageRoute<Listing extends object>(
  read: (segment: string) => Promise<Listing | null>,
  metadata: (listing: Listing) => Metadata,
  Listed: ComponentType<Listing>,
) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const listing = await read((await params).pageNumber)
      return listing ? metadata(listing) : { title: { absolute: NOT_FOUND_TITLE } }
    },
    async Page({ params }: Props) {
      const listing = await read((await params).pageNumber)
      if (listing) return <Listed {...listing} />
      return (
        <NotFoundAnswer>
          <NotFound />
        </NotFoundAnswer>
      )
    },
  }
}
