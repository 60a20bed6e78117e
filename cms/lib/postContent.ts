import type { SanitizedConfig } from 'payload'
import { escapeHtml, htmlToLexical } from './lexicalHtml'
import { ALLOWED_TAGS, sanitizeRichText } from './sanitize'

// Elements a post written as HTML would hold (SPEC §5's and the ones it strips); any other
// <word> is plain text, as in "<angle> brackets".
const HTML_ELEMENTS = [...ALLOWED_TAGS, 'div', 'span', 'img', 'script', 'style', 'iframe', 'hr', 'h4', 'h5', 'h6', 'table', 'tr', 'td', 'th', 's', 'del', 'sub', 'sup', 'small', 'font', 'figure', 'section', 'article']
const TAG = new RegExp(`</?(${HTML_ELEMENTS.join('|')})(\\s[^<>]*)?/?>`, 'i')

/**
 * Plain text as the article page shows it (SPEC §2: line breaks turned into breaks): a blank
 * line starts a paragraph, a single line break stays a break.
 */
function plainTextHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${paragraph.trim().split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('')
}

/**
 * A post's content as the rich-text field stores it, from the contract's rows and from the
 * original app's table alike: HTML sanitised to SPEC §5, or plain text with its breaks.
 */
export async function postContent(content: string, config: SanitizedConfig) {
  const html = TAG.test(content) ? sanitizeRichText(content) : plainTextHtml(content)
  return htmlToLexical(html, config)
}
