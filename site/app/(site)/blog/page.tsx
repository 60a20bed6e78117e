import type { Metadata } from 'next'
import { BlogListing, blogListingMetadata } from '@site/components/BlogListing/BlogListing'
import { getBlogPage } from '@site/lib/read/blog'

export async function generateMetadata(): Promise<Metadata> {
  return blogListingMetadata({ posts: (await getBlogPage(1)).posts, page: 1 })
}

export default async function BlogPage() {
  return <BlogListing page={1} {...await getBlogPage(1)} />
}
