import { JSDOM } from 'jsdom'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { SanitizedConfig } from 'payload'
import { escapeHtml, htmlToLexical } from './lexicalHtml'
import { ALLOWED_TAGS, sanitizeRichText } from './sanitize'

// Elements a post written as HTML would hold (SPEC §5's and the ones it strips); any other
// <word> is plain text, as in "<angle> brackets".
const HTML_ELEMENTS = [...ALLOWED_TAGS, 'div', 'span', 'img', 'script', 'style', 'iframe', 'hr', 'h4', 'h5', 'h6', 'table', 'tr', 'td', 'th', 's', 'del', 'sub', 'sup', 'small', 'font', 'figure', 'section', 'article']
const TAG = new RegExp(`</?(${HTML_ELEMENTS.join('|')})(\\s[^<>]*)?/?>`, 'i')
// A character reference ("Tom &amp; Jerry", "&#8212;") is HTML too: the original app rendered
// content raw, so it showed "&", where plain text would show "&amp;". A lone "&" is text.
const CHARACTER_REFERENCE = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i
const isHtml = (content: string) => TAG.test(content) || CHARACTER_REFERENCE.test(content)

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

// Where a line break in the HTML's text is layout between blocks, not a line of the text.
const BLOCK_EDGES = new Set(['P', 'H1', 'H2', 'H3', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'PRE', 'BR'])
const isEdge = (node: Node | null) => node === null || BLOCK_EDGES.has(node.nodeName)

/**
 * HTML with the line breaks of its text turned into breaks (SPEC §2: the old app turned every one
 * into a break, then rendered the HTML): "a <b>b</b>\nc" keeps its two lines. Breaks that only lay
 * out the markup (between or at the edges of blocks, beside a <br>) and those in code stay as they are.
 */
function htmlLineBreaks(html: string): string {
  if (!html.includes('\n')) return html
  const { document, NodeFilter } = new JSDOM(`<body>${html}</body>`).window
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const texts: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent!.includes('\n') && !node.parentElement!.closest('pre')) texts.push(node as Text)
  }
  for (const node of texts) {
    let text = node.data
    if (isEdge(node.previousSibling)) text = text.replace(/^\s+/, '')
    if (isEdge(node.nextSibling)) text = text.replace(/\s+$/, '')
    const lines = text.split(/\r\n?|\n/)
    node.replaceWith(...lines.flatMap((line, index) => (index === 0 ? [line] : [document.createElement('br'), line])).filter((part) => part !== ''))
  }
  return document.body.innerHTML
}

/**
 * A post's content as the rich-text field stores it, from the contract's rows and from the
 * original app's table alike: HTML sanitised to SPEC §5 with its text's line breaks, or plain
 * text with its breaks.
 */
export async function postContent(content: string, config: SanitizedConfig) {
  const html = isHtml(content) ? htmlLineBreaks(sanitizeRichText(content)) : plainTextHtml(content)
  return htmlToLexical(html, config)
}

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }
const holdsText = (node: LexicalNode): boolean => (node.type === 'text' && Boolean(node.text?.trim())) || (node.children ?? []).some(holdsText)

/** Whether converted content has any text to show: HTML of only unsafe elements has none left. */
export const contentHasText = (state: SerializedEditorState): boolean => holdsText(state.root as LexicalNode)
