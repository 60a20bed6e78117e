import { siteUrl } from '@cms/lib/siteUrl'
import { absoluteUrl } from '@site/lib/jsonLd'
import { BLOG_LEAD, BLOG_TITLE, FEED_PATH } from '@site/lib/blog/feed'
import { getBlogPosts } from '@site/lib/read/blog'
import { buildRss } from '@site/lib/blog/rss'

// Cached with the posts it lists (the read layer's tags): a new post shows in the feed at once.

/** GET /blog/rss.xml: the published posts as RSS 2.0, newest first. */
export async function GET(): Promise<Response> {
  const origin = siteUrl()
  const posts = await getBlogPosts()
  const xml = buildRss({
    title: BLOG_TITLE,
    link: absoluteUrl('/blog', origin),
    description: BLOG_LEAD,
    selfLink: absoluteUrl(FEED_PATH, origin),
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(`/blog/${post.slug}`, origin),
      description: post.excerpt ?? '',
      publishedAt: post.publishedAt,
    })),
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
