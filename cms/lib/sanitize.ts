import sanitizeHtml from 'sanitize-html'

/** SPEC §5: the only tags rich text may carry; links keep only href and target. */
export const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code']

/** The link schemes rich text keeps; any other address but a relative one goes. */
export const LINK_SCHEMES = ['http', 'https', 'mailto']

// A stand-in origin that resolves relative addresses, so that one parser reads every address.
const RELATIVE_BASE = new URL('https://relative.invalid/')

/**
 * Whether a link may point at `href`: a relative address on this site, or one of LINK_SCHEMES.
 * Read with the URL parser a browser uses, which drops the tabs and line breaks that could hide
 * a `javascript:` from a plain pattern.
 */
export function isAllowedHref(href: string): boolean {
  let url: URL
  try {
    url = new URL(href, RELATIVE_BASE)
  } catch {
    return false
  }
  if (url.origin === RELATIVE_BASE.origin) return true
  // A protocol-relative `//host` resolves onto the stand-in's scheme: the sanitiser drops those too.
  return LINK_SCHEMES.includes(url.protocol.slice(0, -1)) && !/^\s*[\\/]{2}/.test(href)
}

/**
 * HTML reduced to the allow-list: scripts, styles, event handlers and javascript: links go.
 * (Browsers give target="_blank" links noopener by default, so no rel is needed.)
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'target'] },
    allowedSchemes: LINK_SCHEMES,
    allowProtocolRelative: false,
  })
}

// Elements that never hold others: an opening tag of one nests nothing.
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const TAG = /<(\/?)([a-z][a-z0-9-]*)\b[^>]*?(\/?)>/gi

/**
 * How deeply the elements of `html` nest, counted from its tags as written (comments aside; an
 * unclosed tag counts as open to the end). An estimate that errs high, for a limit: parsing,
 * sanitising and converting HTML take time that grows with the square of its depth.
 */
export function htmlNestingDepth(html: string): number {
  let depth = 0
  let deepest = 0
  for (const [, closing, name, selfClosing] of html.replace(/<!--[\s\S]*?-->/g, '').matchAll(TAG)) {
    if (closing) depth = Math.max(0, depth - 1)
    else if (!selfClosing && !VOID_ELEMENTS.has(name!.toLowerCase())) deepest = Math.max(deepest, ++depth)
  }
  return deepest
}

/**
 * How many nodes the editor's document of `html` could hold, erring high: its opening tags and
 * its line breaks (plain text becomes a paragraph or a break per line). Counted before the
 * HTML is converted, which is what takes the time.
 */
export function htmlNodeEstimate(html: string): number {
  let nodes = 0
  for (const [, closing] of html.matchAll(TAG)) if (!closing) nodes++
  for (const char of html) if (char === '\n') nodes++
  return nodes
}
