import { CodeNode } from '@lexical/code-core'
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  type LexicalEditor,
  type ParagraphNode,
} from '@payloadcms/richtext-lexical/lexical'
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@payloadcms/richtext-lexical/lexical/html'
import { LinkNode } from '@payloadcms/richtext-lexical/lexical/link'
import { ListItemNode, ListNode } from '@payloadcms/richtext-lexical/lexical/list'
import { HeadingNode, QuoteNode } from '@payloadcms/richtext-lexical/lexical/rich-text'
import { safeLinkUrl } from './links'

/** The nodes behind SPEC §2's editor tools (paragraphs, text and line breaks are built in). */
export const EDITOR_NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, CodeNode]

/**
 * Replaces the editor's content with `html`. Call inside `editor.update`. Loose inline content
 * (plain text, a bare <strong>…) is gathered into paragraphs, since the root holds only blocks.
 */
export function $importHtml(editor: LexicalEditor, html: string): void {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  // Lexical reads <pre> and then <code> as two nested code blocks; one is enough.
  for (const code of doc.querySelectorAll('pre > code:only-child')) code.replaceWith(...code.childNodes)
  const root = $getRoot().clear()
  let paragraph: ParagraphNode | null = null
  for (const node of $generateNodesFromDOM(editor, doc)) {
    if (($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline()) {
      root.append(node)
      paragraph = null
      continue
    }
    if (!paragraph) {
      paragraph = $createParagraphNode()
      root.append(paragraph)
    }
    paragraph.append(node)
  }
  if (root.isEmpty()) root.append($createParagraphNode())
}

/**
 * The editor's content as HTML of SPEC §5's tags, or '' when it holds no text. Call inside
 * `editor.read`.
 */
export function $exportHtml(editor: LexicalEditor): string {
  if ($getRoot().getTextContent().trim() === '') return ''
  return semanticHtml($generateHtmlFromNodes(editor, null))
}

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li'])
const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify', 'start', 'end'])

/**
 * Lexical's export as plain semantic HTML. At lexical 0.50 it wraps every text in a styled
 * <span>, writes bold as <b><strong>, italic as <i><em>, a code block as <pre> with <br>s, and
 * adds spellcheck/value attributes. This keeps only <strong>, <em>, <u>, the block tags, links
 * (safe href, target) and line breaks; a code block becomes <pre><code> with newlines. Alignment
 * stays as `style="text-align: …"` on its block, which the server's sanitiser may drop.
 */
export function semanticHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const out = doc.createElement('div')
  for (const child of [...doc.body.childNodes]) appendClean(child, out, doc, new Set())
  return out.innerHTML
}

/** Tags that wrap text in a format; `b`/`strong` and `i`/`em` are one format each. */
const FORMATS: Record<string, string> = { b: 'strong', strong: 'strong', i: 'em', em: 'em', u: 'u' }

function appendClean(node: Node, parent: Node, doc: Document, formats: ReadonlySet<string>): void {
  if (node.nodeType === node.TEXT_NODE) {
    parent.appendChild(doc.createTextNode(node.textContent ?? ''))
    return
  }
  if (node.nodeType !== node.ELEMENT_NODE) return
  const element = node as Element
  const tag = element.tagName.toLowerCase()
  const children = (target: Node, inner = formats) => {
    for (const child of [...element.childNodes]) appendClean(child, target, doc, inner)
  }
  const format = FORMATS[tag]
  if (format) {
    // Lexical nests its own duplicates (<b><strong>); a format already open adds nothing.
    if (formats.has(format)) return children(parent)
    const wrapper = parent.appendChild(doc.createElement(format))
    return children(wrapper, new Set([...formats, format]))
  }
  if (BLOCKS.has(tag)) {
    const block = parent.appendChild(doc.createElement(tag))
    const align = (element as HTMLElement).style?.textAlign
    if (align && ALIGNMENTS.has(align)) block.setAttribute('style', `text-align: ${align}`)
    return children(block)
  }
  if (tag === 'pre') {
    const code = parent.appendChild(doc.createElement('pre')).appendChild(doc.createElement('code'))
    code.textContent = codeText(element)
    return
  }
  if (tag === 'a') {
    const href = safeLinkUrl(element.getAttribute('href') ?? '')
    if (!href) return children(parent)
    const link = parent.appendChild(doc.createElement('a'))
    link.setAttribute('href', href)
    const target = element.getAttribute('target')
    if (target) link.setAttribute('target', target)
    return children(link)
  }
  if (tag === 'br') {
    parent.appendChild(doc.createElement('br'))
    return
  }
  // <span>, and anything else Lexical may wrap text in: keep the content only.
  children(parent)
}

/** A code block's text, its <br>s as newlines. */
function codeText(element: Element): string {
  let text = ''
  for (const child of element.childNodes) {
    if (child.nodeType === child.TEXT_NODE) text += child.textContent ?? ''
    else if (child.nodeName.toLowerCase() === 'br') text += '\n'
    else text += codeText(child as Element)
  }
  return text
}
