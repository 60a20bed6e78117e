import { byCreation } from '@cms/lib/byCreation'
import type { BlogComment } from '../read/types'

export type CommentNode = BlogComment & { replies: CommentNode[] }

/** SPEC §9: replies step in 32 px per level, and stop stepping at 128 px. */
export const INDENT_STEP_PX = 32
export const MAX_INDENT_PX = 128

export function indentPx(depth: number): number {
  return Math.min(Math.max(depth, 0) * INDENT_STEP_PX, MAX_INDENT_PX)
}

/**
 * The flat thread (oldest first) as a tree by parentId, keeping the order within each level. A
 * reply whose parent is not in the list (deleted meanwhile) is shown at the top level rather than lost.
 */
export function buildCommentTree(comments: readonly BlogComment[]): CommentNode[] {
  const nodes = new Map<number, CommentNode>(comments.map((comment) => [comment.id, { ...comment, replies: [] }]))
  const roots: CommentNode[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId)
    if (parent && parent !== node) parent.replies.push(node)
    else roots.push(node)
  }
  return roots
}

/**
 * The comments of `lists` in one list, oldest first (the contract's order), each once: the pages
 * of a thread read at different moments, and a comment just posted past the pages on screen.
 * Where a comment is in more than one, the later list's copy is kept (the fresher read).
 */
export function mergeComments(...lists: readonly (readonly BlogComment[])[]): BlogComment[] {
  const byId = new Map(lists.flat().map((comment) => [comment.id, comment]))
  return [...byId.values()].sort(byCreation)
}
