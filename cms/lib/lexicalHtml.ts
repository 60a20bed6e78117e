import { JSDOM } from 'jsdom'
import type { SanitizedConfig } from 'payload'
import {
  convertHTMLToLexical,
  editorConfigFactory,
  NodeFormat,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML, type HTMLConverters } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { codeBlockHtmlConverter } from './richText/codeBlock/htmlConverter'
import { fitToShape } from './richText/documentShape'
import { richTextFeatures } from './richTextEditor'

/**
 * HTML -> the Lexical state stored in a richText field. The editor config is the one the site's
 * config declares (cms/lib/richTextEditor.ts), so only what its features know survives: tags
 * with no matching feature keep their text and lose their element, and blocks nested where the
 * editor nests none keep their text (fitToShape).
 */
export async function htmlToLexical(html: string, config: SanitizedConfig): Promise<SerializedEditorState> {
  const state = convertHTMLToLexical({ editorConfig: await editorConfigOf(config), html: lexicalReady(html), JSDOM })
  return { ...state, root: fitToShape(state.root) }
}

/*
 * Built here rather than taken from config.editor: Next bundles each route apart, and the
 * config (cached process-wide) may hold another bundle's copies of Lexical's node classes, which
 * this bundle's editor refuses (Lexical error #365). Sanitising resolves every feature: once per config.
 */
const editorConfigs = new WeakMap<SanitizedConfig, Promise<SanitizedServerEditorConfig>>()
function editorConfigOf(config: SanitizedConfig): Promise<SanitizedServerEditorConfig> {
  let editorConfig = editorConfigs.get(config)
  if (!editorConfig) {
    editorConfig = editorConfigFactory.fromFeatures({ config, features: richTextFeatures })
    editorConfigs.set(config, editorConfig)
  }
  return editorConfig
}

/**
 * Two shapes Lexical reads badly, reshaped first. A code block is written <pre><code>, but
 * Lexical's CodeNode reads the <code> inside as a second block (several lines) or as inline code
 * (one line): keep the <pre> alone. A link with no usable address (the sanitiser dropped a
 * javascript: href, or it holds spaces) would fail the link node's validation and with it the
 * whole document: keep its text without the link.
 */
function lexicalReady(html: string): string {
  if (!html.includes('<pre') && !html.includes('<a')) return html
  const { document } = new JSDOM(html).window
  const codes = document.querySelectorAll('pre code')
  const deadLinks = [...document.querySelectorAll('a')].filter((link) => !link.getAttribute('href')?.trim() || /\s/.test(link.getAttribute('href')!.trim()))
  if (codes.length === 0 && deadLinks.length === 0) return html
  for (const element of [...codes, ...deadLinks]) element.replaceWith(...element.childNodes)
  return document.body.innerHTML
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
/** Text as HTML that shows it as written. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)

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
