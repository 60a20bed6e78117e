import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { documentKey, holdUntilCommit } from '@cms/db/advisoryLock'
import { holdAccount } from '@cms/hooks/holdAccount'
import { relationId } from '@cms/lib/relationId'
import { callerReads } from '../callerReads'

async function postOf(req: PayloadRequest, id: number | string): Promise<number | null> {
  const comment = await req.payload.db.findOne<{ id: number; post: unknown }>({ collection: 'comments', where: { id: { equals: id } }, select: { post: true }, req })
  return comment ? relationId(comment.post) : null
}

/**
 * Writes to one post's comments take turns, holding the post's key (which the post's deletion
 * holds too); each then reads what the one before it left. A reply to a comment being deleted,
 * an edit racing a delete, a delete of a comment and of its parent at once, a comment posted while
 * its post is deleted: each otherwise acted on rows the other was removing (500s, a deadlock).
 * Bulk writes come from a write that holds the key already (a post's or an account's deletion).
 */
export const holdThread: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const { data, id } = args as { data?: { author?: unknown; post?: unknown }; id?: number | string }
  if (operation === 'create') {
    // The account first, then the post: the order an account's deletion takes them in.
    const author = req.user?.id ?? relationId(data?.author)
    if (author !== null && author !== undefined) await holdAccount(req, author)
    const post = relationId(data?.post)
    if (post !== null) await holdUntilCommit(req, documentKey('blog-posts', post))
    return
  }
  if ((operation !== 'update' && operation !== 'delete') || id === undefined) return
  const post = await postOf(req, id)
  if (post !== null) await holdUntilCommit(req, documentKey('blog-posts', post))
  // Gone, deleted while this write waited its turn, or under a post the caller may not read:
  // Payload's access would call those "not allowed".
  if (post === null || (await postOf(req, id)) === null || !(await callerReads(req, id))) throw new APIError('Comment not found', 404, undefined, true)
}
