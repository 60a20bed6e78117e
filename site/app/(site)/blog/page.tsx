import type { Metadata } from 'next'
import { BlogCardGrid } from '../../../components/BlogCard/BlogCard'
import { Container } from '../../../components/Container/Container'
import { EmptyState } from '../../../components/EmptyState/EmptyState'
import { PenIcon } from '../../../components/Icon/Icon'
import { PageHeader } from '../../../components/PageHeader/PageHeader'
import { BLOG_LEAD, BLOG_TITLE, withFeedLink } from '../../../lib/blog/feed'
import { getBlogPosts } from '../../../lib/read/blog'
import { pageMetadata } from '../../../lib/pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const [latest] = await getBlogPosts()
  return withFeedLink(
    pageMetadata({
      title: BLOG_TITLE,
      shareTitle: `${BLOG_TITLE} · Machine Soul`,
      description: BLOG_LEAD,
      path: '/blog',
      image: latest?.coverImageUrl,
      imageAlt: latest && `Cover of ${latest.title}`,
    }),
  )
}

export default async function BlogPage() {
  const posts = await getBlogPosts()
  return (
    <>
      <PageHeader eyebrow="Blog" title={BLOG_TITLE} lead={BLOG_LEAD} />
      <Container>
        {posts.length > 0 ? (
          <BlogCardGrid posts={posts} label="Articles" headingLevel={2} leadsPage />
        ) : (
          <EmptyState title="No Articles Yet" icon={<PenIcon size={36} />}>
            The first Neural Chronicles article is on its way. Check back soon.
          </EmptyState>
        )}
      </Container>
    </>
  )
}
