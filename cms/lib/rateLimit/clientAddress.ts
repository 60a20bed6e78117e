/**
 * Who is asking, for the rate limits. The address comes from the connection: our server
 * (site/server/httpServer.ts) works it out from the socket and TRUSTED_PROXY_COUNT, and writes it
 * as the only X-Forwarded-For entry, replacing whatever the client sent.
 */

/** TRUSTED_PROXY_COUNT: how many reverse proxies in front of the app append to X-Forwarded-For. */
export function trustedProxyCount(env: Record<string, string | undefined> = process.env): number {
  const count = Number(env.TRUSTED_PROXY_COUNT)
  return Number.isInteger(count) && count > 0 ? count : 0
}

// Node reports IPv4 peers of a dual-stack socket as IPv4-mapped IPv6 addresses.
const plain = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

/**
 * The client's address for one connection. With no trusted proxy it is the socket's peer. Behind
 * N trusted proxies the nearest one is the peer, and the Nth X-Forwarded-For entry from the right
 * is what the outermost proxy saw; entries further left were written by the client and are not
 * believed.
 */
export function connectionAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted: number): string {
  const peer = plain(socketAddress ?? 'unknown')
  if (trusted === 0) return peer
  const hops = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map((hop) => hop.trim())
    .filter(Boolean)
  if (hops.length === 0) return peer
  return plain(hops[Math.max(0, hops.length - trusted)]!)
}

/** The address the server wrote for this request ('unknown' when served without it, e.g. by bare `next start`). */
export function clientAddress(headers: Headers): string {
  const written = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
  return written || 'unknown'
}
