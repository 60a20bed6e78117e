import type { Metadata } from 'next'
import { BLOG_LEAD, BLOG_TITLE, withFeedLink } from '../../lib/blog/feed'
import { blogPagePath } from '../../lib/blog/paging'
import { pageMetadata } from '../../lib/pageMetadata'
import type { BlogCardPost } from '../../lib/read/types'
import { BlogCardGrid } from '../BlogCard/BlogCard'
import { Container } from '../Container/Container'
import { EmptyState } from '../EmptyState/EmptyState'
import { PenIcon } from '../Icon/Icon'
import { PageHeader } from '../PageHeader/PageHeader'
import { Pagination } from '../Pagination/Pagination'

type Props = { posts: readonly BlogCardPost[]; page: number; pageCount: number }

/** "Neural Chronicles", then "Neural Chronicles, page 2" and on. */
const listingTitle = (page: number) => (page > 1 ? `${BLOG_TITLE}, page ${page}` : BLOG_TITLE)

/** The title, description and share card of a page of the blog's list. */
export function blogListingMetadata({ posts, page }: Omit<Props, 'pageCount'>): Metadata {
  const [first] = posts
  const title = listingTitle(page)
  return withFeedLink(
    pageMetadata({
      title,
      shareTitle: `${title} · Machine Soul`,
      description: BLOG_LEAD,
      path: blogPagePath(page),
      image: first?.coverImageUrl,
      imageAlt: first && `Cover of ${first.title}`,
    }),
  )
}

/** SPEC §2 /blog: the articles as cards, newest first, one page of them at a time. */
export function BlogListing({ posts, page, pageCount }: Props) {
  return (
    <>
      <PageHeader eyebrow="Blog" title={listingTitle(page)} lead={BLOG_LEAD} />
      <Container>
        {posts.length > 0 ? (
          <BlogCardGrid posts={posts} label="Articles" headingLevel={2} leadsPage />
        ) : (
          <EmptyState title="No Articles Yet" icon={<PenIcon size={36} />}>
            The first Neural Chronicles article is on its way. Check back soon.
          </EmptyState>
        )}
        <Pagination
          label="Pages of articles"
          page={page}
          pageCount={pageCount}
          pathOf={blogPagePath}
          newerText="Newer articles"
          olderText="Older articles"
        />
      </Container>
    </>
  )
}
