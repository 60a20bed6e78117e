/** The site's public origin (`SITE_URL`, default http://localhost:$PORT). */
export function siteUrl(): string {
  const configured = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL
  if (configured) return configured.replace(/\/$/, '')
  return `http://localhost:${process.env.PORT || 3000}`
}
