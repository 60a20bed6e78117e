import { LIMITS } from '../../constants'
import { isAllowedHref, LINK_SCHEMES } from '../sanitize'

/*
 * The nodes the editor's features make (cms/lib/richTextEditor.ts) and where each may sit. Payload
 * checks what its features validate (a heading's tag, a link's address) but takes any other node
 * type as it comes: a document with a node of no feature stored, and its article showed "Article
 * Not Found" once it could not be rendered.
 */
const INLINE = ['text', 'linebreak', 'tab', 'link', 'autolink']
const CHILDREN: Record<string, readonly string[]> = {
  root: ['paragraph', 'heading', 'quote', 'list', 'code'],
  paragraph: INLINE,
  heading: INLINE,
  quote: INLINE,
  list: ['listitem'],
  listitem: [...INLINE, 'list'],
  link: ['text', 'linebreak', 'tab'],
  autolink: ['text', 'linebreak', 'tab'],
  code: ['text', 'linebreak', 'tab', 'code-highlight'],
  text: [],
  linebreak: [],
  tab: [],
  'code-highlight': [],
}
// The bulleted and numbered lists of SPEC §2's editor tools; Lexical's checklist is not one.
const LIST_TYPES = ['bullet', 'number']

type Node = { type?: unknown; children?: unknown; listType?: unknown; root?: unknown; fields?: unknown }
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)

const LINK_ADDRESS = `A link must point at a web or e-mail address (${LINK_SCHEMES.join(', ')}) or a page of this site`

/*
 * A link keeps the address of its `fields.url` as it came: Payload's own check takes any URL the
 * parser reads, `javascript:` ones too, where the HTML way in drops them (SPEC §5's sanitising).
 */
function linkProblem(node: Node): string | null {
  const fields = isNode(node.fields) ? (node.fields as { url?: unknown; linkType?: unknown }) : {}
  if (fields.linkType !== undefined && fields.linkType !== 'custom') return LINK_ADDRESS
  return typeof fields.url === 'string' && isAllowedHref(fields.url) ? null : LINK_ADDRESS
}

export const CONTENT_TOO_LONG = `Content is too long: at most ${LIMITS.contentNodes.toLocaleString('en')} paragraphs, breaks, list items and formatted runs`

/** Why a stored document is not one the editor could have made, or null when it could have. */
export function documentShapeProblem(document: unknown): string | null {
  if (!isNode(document) || !isNode(document.root) || document.root.type !== 'root') return 'Content must be a rich-text document with a root'
  let nodes = 0
  const pending: Node[] = [document.root]
  while (pending.length) {
    const node = pending.pop()!
    const allowed = CHILDREN[node.type as string]!
    if (node.type === 'list' && !LIST_TYPES.includes(node.listType as string)) return `A list must be one of ${LIST_TYPES.join(', ')}`
    if (node.type === 'link' || node.type === 'autolink') {
      const problem = linkProblem(node)
      if (problem) return problem
    }
    if (node.children === undefined) continue
    if (!Array.isArray(node.children)) return `A ${String(node.type)} node's children must be a list`
    for (const child of node.children as unknown[]) {
      if (++nodes > LIMITS.contentNodes) return CONTENT_TOO_LONG
      if (!isNode(child) || typeof child.type !== 'string' || !Object.hasOwn(CHILDREN, child.type)) {
        return `Content holds a node the editor does not make${isNode(child) && typeof child.type === 'string' ? `: ${child.type.slice(0, 40)}` : ''}`
      }
      if (!allowed.includes(child.type)) return `A ${child.type} node cannot be inside a ${String(node.type)}`
      pending.push(child)
    }
  }
  return null
}

type Fitted = Record<string, unknown> & { type: string; children?: Fitted[] }
const LINE_BREAK: Fitted = { type: 'linebreak', version: 1 }
// A leaf a block holds that an inline place cannot (a code block's highlighted run): its text.
const asText = (node: Fitted): Fitted[] => (typeof node.text === 'string' ? [{ type: 'text', text: node.text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] : [])

/**
 * `node` with every child it cannot hold (CHILDREN) replaced by what that child holds, the lines
 * of each replaced block kept apart by breaks: HTML nests more freely than the editor, and Lexical
 * converts `<blockquote><p>…</p></blockquote>` or `<li><pre>…</pre></li>` as written. A quote
 * keeps its text, a list item its code, and the post is not refused for a shape SPEC §5 allows.
 */
export function fitToShape<T extends { type: string }>(node: T): T {
  const { children } = node as unknown as Fitted
  if (!Array.isArray(children)) return node
  const allowed = CHILDREN[node.type] ?? []
  const fitted: Fitted[] = []
  let afterBlock = false
  const separate = () => {
    if (fitted.length && fitted.at(-1)!.type !== 'linebreak') fitted.push(LINE_BREAK)
  }
  for (const child of children) {
    if (allowed.includes(child.type)) {
      if (afterBlock) separate()
      afterBlock = false
      fitted.push(fitToShape(child))
    } else if (node.type === 'root') {
      // The root holds blocks only: what is not one becomes a paragraph.
      fitted.push(fitToShape({ type: 'paragraph', format: '', indent: 0, direction: null, textFormat: 0, version: 1, children: [child] }))
    } else {
      const held = Array.isArray(child.children) ? (fitToShape({ ...node, children: child.children }) as unknown as Fitted).children! : asText(child)
      if (!held.length) continue
      separate()
      fitted.push(...held)
      afterBlock = true
    }
  }
  return { ...node, children: fitted }
}
