import type { MetadataRoute } from 'next'
import { siteUrl } from '@cms/lib/siteUrl'
import { getSitemapPosts } from '../lib/read/blog'
import { getSitemapAlbums } from '../lib/read/catalogue'


/** Public pages of SPEC's route table (the admin and sign-in are not for search engines). */
const PUBLIC_PAGES = ['/', '/albums', '/artists', '/blog', '/about', '/submit', '/contact'] as const

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl()
  const [posts, albums] = await Promise.all([getSitemapPosts(), getSitemapAlbums()])
  return [
    ...PUBLIC_PAGES.map((path) => ({ url: `${origin}${path}`, changeFrequency: 'weekly' as const })),
    ...posts
      .filter((post) => post?.slug)
      .map((post) => ({ url: `${origin}/blog/${post!.slug}`, lastModified: post!.updatedAt ?? undefined })),
    ...albums.map((album) => ({ url: `${origin}/albums/${album.slug}`, lastModified: album.updatedAt ?? undefined })),
  ]
}
