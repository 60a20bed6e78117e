import type { LegacyComment } from '../source'
import type { Plan } from '../writer'
import { iso, missing } from './common'

/**
 * Comments ordered so every parent comes before its replies (threads of any depth); a cycle
 * of parents, which no thread can be, is broken where it closes.
 */
export function parentsFirst<Comment extends LegacyComment>(comments: Comment[]): Comment[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]))
  const depths = new Map<number, number>()
  const depthOf = (comment: Comment, visiting = new Set<number>()): number => {
    const known = depths.get(comment.id)
    if (known !== undefined) return known
    const parent = comment.parent_id === null ? undefined : byId.get(comment.parent_id)
    visiting.add(comment.id)
    const depth = parent && !visiting.has(parent.id) ? depthOf(parent, visiting) + 1 : 0
    depths.set(comment.id, depth)
    return depth
  }
  return [...comments].sort((a, b) => depthOf(a) - depthOf(b) || a.id - b.id)
}

/**
 * Comments under their imported post, by their imported author, in their thread. A reply whose
 * parent is gone (never there, or not imported) is kept as a top-level comment.
 */
export function commentPlanner(postIds: Map<string, number>, userIds: Map<string, number>, commentIds: Map<string, number>) {
  return (row: LegacyComment): Plan => {
    const legacyId = String(row.id)
    const post = postIds.get(String(row.blog_post_id))
    if (post === undefined) return { legacyId, skip: missing('post', row.blog_post_id) }
    const author = userIds.get(row.author_id)
    if (author === undefined) return { legacyId, skip: missing('author, user', row.author_id) }
    const notes: string[] = []
    let parent: number | null = null
    if (row.parent_id !== null) {
      parent = commentIds.get(String(row.parent_id)) ?? null
      if (parent === null) notes.push(`its parent comment ${row.parent_id} is gone: kept as a top-level comment`)
    }
    return {
      legacyId,
      data: {
        post,
        parent,
        author,
        content: row.content,
        isEdited: row.is_edited ?? false,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      },
      notes,
    }
  }
}
