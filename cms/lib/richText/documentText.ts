import { isBlank } from '../blank'
import { CONTROL_CHARACTER_IN_LINES } from '../controlCharacters'

type Node = { text?: unknown; children?: unknown }

/** The text a document of the editor's shape (documentShape.ts) shows, its runs one after the other. */
function textOf(root: Node): string {
  const runs: string[] = []
  const pending: Node[] = [root]
  while (pending.length) {
    const node = pending.pop()!
    if (typeof node.text === 'string') runs.push(node.text)
    if (Array.isArray(node.children)) pending.push(...(node.children as Node[]))
  }
  return runs.join('')
}

/**
 * Why a post's words cannot be stored, or null (for a document documentShapeProblem found whole): as with every other text, one that shows nothing
 * (spaces or zero-width characters only) is missing, and control characters other than tabs and
 * line breaks are refused. Title, excerpt and comments said so; the content alone stored them.
 */
export function documentTextProblem(document: { root?: Node }): string | null {
  const text = textOf(document.root ?? {})
  if (isBlank(text)) return 'Content is required'
  return CONTROL_CHARACTER_IN_LINES.test(text) ? 'Content must not contain control characters' : null
}
