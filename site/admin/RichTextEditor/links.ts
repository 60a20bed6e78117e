/** A site path: one leading slash, so not a protocol-relative "//host" (nor "/\host", which browsers read the same). */
const SITE_PATH = /^\/(?![/\\])/
/** The schemes the server's sanitiser keeps (cms/lib/sanitize.ts), with something after them. */
const ABSOLUTE = /^(https?:\/\/[^/?#]|mailto:.)/i

/**
 * The address to link to, or null when it is not one a post may carry: http(s) and mailto
 * addresses, and paths on this site ("/albums"). Anything else (javascript:, data:, "//host",
 * a bare word, spaces) is refused rather than guessed at.
 */
export function safeLinkUrl(input: string): string | null {
  const url = input.trim()
  if (!url || /\s/.test(url)) return null
  if (SITE_PATH.test(url)) return url
  if (!ABSOLUTE.test(url) || !URL.canParse(url)) return null
  return url
}
