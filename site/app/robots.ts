import type { MetadataRoute } from 'next'
import { siteUrl } from '@cms/lib/siteUrl'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/cms-api/', '/login'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
