import { COLLECTIVE_NAME } from '@cms/constants'
import { DEFAULT_COVER } from '../catalogue/defaults'
import { absoluteUrl } from '../jsonLd'

type Post = {
  title: string
  slug: string
  excerpt?: string | null
  coverImageUrl?: string | null
  publishedAt?: string | null
  authorName?: string | null
}

/** schema.org Article for one post (JsonLd serialises it with '<' escaped). */
export function articleJsonLd(post: Post, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    author: { '@type': 'Person', name: post.authorName || COLLECTIVE_NAME },
    publisher: { '@type': 'Organization', name: COLLECTIVE_NAME },
    image: absoluteUrl(post.coverImageUrl || DEFAULT_COVER, origin),
    url: absoluteUrl(`/blog/${post.slug}`, origin),
  }
}
