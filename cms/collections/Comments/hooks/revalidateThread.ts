import { postCommentsTag } from '../../../cache/tags'
import { revalidateCache } from '../../../hooks/revalidateCache'
import { relationId } from '../../../lib/relationId'
import type { Comment } from '../../../payload-types'

/** A comment changes the thread under its own post only. */
export const revalidateThread = revalidateCache<Comment>((comment) => {
  const postId = relationId(comment.post)
  return postId === null ? [] : [postCommentsTag(postId)]
})
