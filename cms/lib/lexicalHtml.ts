import { JSDOM } from 'jsdom'
import type { SanitizedConfig } from 'payload'
import { convertHTMLToLexical, NodeFormat, type LexicalRichTextAdapter } from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML, type HTMLConverters } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { codeBlockHtmlConverter } from './richText/codeBlock/htmlConverter'

/**
 * HTML -> the Lexical state stored in a richText field. The editor config is the one the site's
 * config declares (cms/lib/richTextEditor.ts), so only what its features know survives: tags
 * with no matching feature keep their text and lose their element.
 */
export function htmlToLexical(html: string, config: SanitizedConfig): SerializedEditorState {
  // buildConfig has already resolved the site's editor, with every feature sanitised.
  const { editorConfig } = config.editor as LexicalRichTextAdapter
  return convertHTMLToLexical({ editorConfig, html: withPlainPre(html), JSDOM })
}

/**
 * A code block is written <pre><code>, but Lexical's CodeNode reads the <code> inside as a
 * second block (several lines) or as inline code (one line): keep the <pre> alone.
 */
function withPlainPre(html: string): string {
  const { document } = new JSDOM(html).window
  const codes = document.querySelectorAll('pre code')
  if (codes.length === 0) return html
  for (const code of codes) code.replaceWith(...code.childNodes)
  return document.body.innerHTML
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)

/** Text formats the editor offers, as the tags SPEC §5 allows (Payload's own output uses styled spans). */
const TEXT_TAGS: ReadonlyArray<readonly [number, string]> = [
  [NodeFormat.IS_BOLD, 'strong'],
  [NodeFormat.IS_ITALIC, 'em'],
  [NodeFormat.IS_UNDERLINE, 'u'],
  [NodeFormat.IS_CODE, 'code'],
]

const plainConverters: HTMLConverters = {
  text: ({ node }) =>
    TEXT_TAGS.reduce(
      (html, [format, tag]) => (node.format & format ? `<${tag}>${html}</${tag}>` : html),
      escapeHtml(node.text),
    ),
  // Payload's list items carry empty class/style/value attributes the sanitiser would drop anyway.
  listitem: ({ node, nodesToHTML }) =>
    `<li>${nodesToHTML({ nodes: node.children }).join('')}</li>`,
}

/**
 * The stored Lexical state -> HTML made of the tags SPEC §5 allows, without Payload's wrapping
 * <div>. Alignment still comes out as inline style, which the sanitiser removes on display.
 */
export function lexicalToHtml(data: SerializedEditorState): string {
  return convertLexicalToHTML({
    data,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({ ...defaultConverters, ...plainConverters, ...codeBlockHtmlConverter }),
  })
}
