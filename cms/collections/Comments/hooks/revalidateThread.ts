import { postCommentsTag } from '@cms/cache/tags'
import { revalidateCache } from '@cms/hooks/revalidateCache'
import { relationId } from '@cms/lib/relationId'
import type { Comment } from '@cms/payload-types'

/** A comment changes the thread under its own post only. */
export const revalidateThread = revalidateCache<Comment>((comment) => {
  const postId = relationId(comment.post)
  return postId === null ? [] : [postCommentsTag(postId)]
})
