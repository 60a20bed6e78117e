/**
 * Whether a request's Origin names the host it was sent to (the proxy's X-Forwarded-Host, else
 * Host): a page of this very site made it. A browser on another site sends that site as Origin; a
 * missing or opaque ('null') Origin is not same-origin.
 */
export function originIsOwnHost(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (!origin) return false
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return false
  }
  return originHost === (headers.get('x-forwarded-host') ?? headers.get('host'))
}
