import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// site/ imports cms/ from beside it, so the repository root is the root for bundling and tracing.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// As cms/lib/siteUrl.ts reads it: Next loads this file without the TypeScript beside it.
const configuredSiteUrl = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL

/** Sent with every response (ARCHITECTURE "Security defaults"). */
function securityHeaders(dev: boolean) {
  const csp = [
    "default-src 'self'",
    // Next's bootstrap and Payload's admin use inline scripts; dev mode also evaluates code.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // Only the Spotify embed may be framed in our pages.
    'frame-src https://open.spotify.com',
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ]
}

const nextConfig: NextConfig = {
  // Public reads are `'use cache'` functions with tags and lives (site/lib/read): pages are
  // prerendered shells kept in the cache until a write expires a tag or a release moment comes.
  cacheComponents: true,
  // A link prefetches the whole prerendered page it points to, as before Cache Components: an
  // album's or article's page is the link's own content, not a shell shared by every slug.
  partialPrefetching: false,
  turbopack: { root },
  outputFileTracingRoot: root,
  // Nothing tells a visitor which framework answers.
  poweredByHeader: false,
  // Next hashes every HTML answer in JavaScript for its ETag, cache hits too: a quarter of the
  // time of a cached /albums (CPU profile). Pages expire by tag, and browsers do not keep them.
  generateEtags: false,
  experimental: {
    // Next loads every route's code at start by default (74 MB of JS here, the admin's included)
    // and compiles it before the first answer. Loaded when first asked, an instance answers in
    // about 3.2 s instead of 6.7 s and holds about 150 MB less; the first page after a start takes
    // about 150 ms longer, the next ones the same (README, "Production").
    preloadEntriesOnStart: false,
    // The admin's server functions from SITE_URL's pages behind a balancer that sends its own Host.
    serverActions: { allowedOrigins: configuredSiteUrl ? [new URL(configuredSiteUrl).host] : [] },
    // Unknown paths get app/global-not-found.tsx: a whole page, where the site layout's notFound() is an empty shell.
    globalNotFound: true,
    // Fewer, larger script chunks: a first visit pays a round trip per request on a slow link
    // (Lighthouse's mobile profile), and most visits start on one page.
    turbopackChunking: { firstPageLoadPriority: 1, requestCost: 1_000_000, minChunkSize: 200_000, maxChunkCountPerGroup: 2 },
    // One stylesheet after the base styles instead of two: each is a request that holds back the first paint.
    cssChunking: { type: 'graph', requestCost: 1_000_000 },
  },
  // Pages live in Redis (REDIS_URL) or this process's memory: see the handler.
  cacheHandler: path.join(root, 'site/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // So do the 'use cache' reads, in one store for both kinds (cms/cache/useCache/useCacheHandler.mjs).
  cacheHandlers: {
    default: path.join(root, 'cms/cache/useCache/useCacheHandler.mjs'),
    remote: path.join(root, 'cms/cache/useCache/useCacheHandler.mjs'),
  },
  // Loaded at run time from node_modules: PGlite ships WebAssembly, jsdom reads files of its own.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'jsdom'],
  images: {
    // The covers write their own srcset from these (lib/catalogue/images.ts; a test keeps both equal).
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [64, 96, 128, 256, 384],
    // Our own pictures only (lib/catalogue/images.ts OPTIMISED_PATHS): no page or /api route is an image.
    localPatterns: [{ pathname: '/demo/**' }, { pathname: '/defaults/**' }, { pathname: '/cms-api/media/file/**' }],
    remotePatterns: [
      { protocol: 'https', hostname: 'i.scdn.co' },
      { protocol: 'https', hostname: 'images.unsplash.com' },
    ],
  },
  // The first page of the blog's list is /blog itself (site/lib/blog/paging.ts), and of the
  // albums' /albums (site/lib/catalogue/paging.ts).
  async redirects() {
    return [
      { source: '/blog/page/1', destination: '/blog', permanent: true },
      { source: '/albums/page/1', destination: '/albums', permanent: true },
    ]
  },
  async headers() {
    // An unnamed group, not `/:path*`: with a named parameter Next compiles every header value that
    // holds a ':' (the CSP does) as a path pattern on each request, 3% of a cached page's time.
    return [{ source: '/(.*)', headers: securityHeaders(process.env.NODE_ENV !== 'production') }]
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every path for the Sec-CH-Prefers-Color-Scheme hint, which only its admin uses (for
 * its theme). Its Critical-CH makes Chrome send a visit's first request again with the hint (an
 * internal 307): a round trip before any public page starts, 0.7 s of Lighthouse's mobile LCP.
 */
async function headersWithAdminHints() {
  const rules = (await withPayloadConfig.headers?.()) ?? []
  return rules.map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )
}

export default { ...withPayloadConfig, headers: headersWithAdminHints } satisfies NextConfig
