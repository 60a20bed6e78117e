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
