import type { Comment } from '../../payload-types'
import { relationId } from '../../lib/relationId'

/**
 * A comment as the contract shows it (SPEC §3 comments, with authorName, authorEmail and
 * authorProfileImage, which the collection fills on read and hides where it must).
 */
export function toContractComment(comment: Comment) {
  return {
    id: comment.id,
    blogPostId: relationId(comment.post),
    authorId: comment.authorId ?? null,
    parentId: relationId(comment.parent) ?? null,
    content: comment.content,
    isEdited: comment.isEdited,
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
    authorName: comment.authorName ?? '',
    authorEmail: comment.authorEmail ?? null,
    authorProfileImage: comment.authorProfileImage ?? null,
  }
}
