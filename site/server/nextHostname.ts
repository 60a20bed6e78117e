/**
 * The hostname to give Next for the address the server listens on. Next's proxy sees every
 * loopback address as `localhost` (NextURL), and takes a rewrite whose origin differs from the
 * server's own for an outside URL: with `--hostname 127.0.0.1` the signed-in home's rewrite
 * (site/proxy.ts) went out as a second HTTP request to this very server, and behind a proxy that
 * ends TLS it failed, as https to a plain-HTTP port (vercel/next.js#94745). It goes
 * with the proxy's rewrite of `/` (issue 35 renders the signed-in home without one).
 */
export function nextHostname(hostname: string | undefined): string | undefined {
  if (hostname === undefined) return undefined
  const loopback = /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '::1' || hostname === '[::1]'
  return loopback ? 'localhost' : hostname
}
