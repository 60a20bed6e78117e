import sanitizeHtml from 'sanitize-html'

/** SPEC §5: the only tags rich text may carry; links keep only href and target. */
export const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code']

/**
 * HTML reduced to the allow-list: scripts, styles, event handlers and javascript: links go.
 * (Browsers give target="_blank" links noopener by default, so no rel is needed.)
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
  })
}
