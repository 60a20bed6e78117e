import type { SanitizedConfig } from 'payload'
import { escapeHtml, htmlToLexical } from '../../../lib/lexicalHtml'
import { sanitizeRichText } from '../../../lib/sanitize'

// An element's opening or closing tag: the post was written as HTML.
const TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i

/**
 * Plain text as the old article page showed it (SPEC §2: line breaks turned into breaks): a
 * blank line starts a paragraph, a single line break stays a break.
 */
function plainTextHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${paragraph.trim().split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('')
}

/** A legacy post's content as the rich-text field stores it: HTML sanitised to SPEC §5, or plain text with its breaks. */
export async function postContent(content: string, config: SanitizedConfig) {
  const html = TAG.test(content) ? sanitizeRichText(content) : plainTextHtml(content)
  return htmlToLexical(html, config)
}
