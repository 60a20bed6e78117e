// No site has this origin: a value that resolves anywhere else names another site.
const OWN = 'http://own.invalid'

/**
 * Where to go after signing in: only a path on this site, never another origin. The value is
 * resolved as a browser would resolve it (which drops tabs and line breaks, and reads `\` as `/`),
 * and the resolved path is what is returned. A resolved path that starts with `//` is refused too:
 * dot segments can leave one ('/..//evil.example' resolves to '//evil.example'), and a browser
 * sent there reads it as another origin.
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(next, OWN)
  } catch {
    return fallback
  }
  if (url.origin !== OWN || url.pathname.startsWith('//')) return fallback
  return url.pathname + url.search + url.hash
}
