/** The site's public origin (`SITE_URL`, default http://localhost:$PORT). */
export function siteUrl(): string {
  const configured = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL
  if (configured) return configured.replace(/\/$/, '')
  return `http://localhost:${process.env.PORT || 3000}`
}

/** Origins whose cookies and writes Payload trusts: the site's own (both loopback names by default). */
export function trustedOrigins(): string[] {
  if (process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL) return [siteUrl()]
  const port = process.env.PORT || 3000
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}
