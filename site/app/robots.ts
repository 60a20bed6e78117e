import type { MetadataRoute } from 'next'
import { connection } from 'next/server'
import { siteUrl } from '@cms/lib/siteUrl'

export default async function robots(): Promise<MetadataRoute.Robots> {
  // SITE_URL is read when the server runs, not when it was built.
  await connection()
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/cms-api/', '/login'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
