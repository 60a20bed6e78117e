/**
 * The caller's address from X-Forwarded-For. Next adds the socket's address only when the header
 * is missing, so behind N trusted proxies (TRUSTED_PROXY_COUNT) the client is the Nth entry from
 * the right; anything further left was written by the client and is not believed.
 */
export function clientAddress(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  const trusted = Math.max(0, Number(env.TRUSTED_PROXY_COUNT) || 0)
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  const index = hops.length - 1 - Math.max(0, trusted - 1)
  return hops[Math.max(0, index)] ?? headers.get('x-real-ip') ?? 'unknown'
}
