import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'
import { relationId } from '@cms/lib/relationId'
import { callerReads } from '../callerReads'

const refuse = (message: string, req: PayloadRequest) =>
  new ValidationError({ collection: 'comments', errors: [{ path: 'parent', message }], req })

/**
 * A reply must answer another comment under the same post: when it is written, and when a write
 * that may move it (the legacy import, Payload's own API for an admin) gives it a parent again.
 */
export const checkParent: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const parentId = relationId(data.parent)
  if (parentId === null) return data
  const postId = relationId(data.post ?? originalDoc?.post)
  const unmoved = operation === 'update' && parentId === relationId(originalDoc?.parent) && postId === relationId(originalDoc?.post)
  if (unmoved) return data
  if (operation === 'update' && parentId === originalDoc?.id) throw refuse('A comment cannot reply to itself.', req)
  const parent = await req.payload.findByID({
    collection: 'comments',
    id: parentId,
    depth: 0,
    req,
    disableErrors: true,
  })
  // A parent that is gone (deleted while this reply was written, too) is the field's own check to
  // name, and so is one the writer may not read.
  if (!parent || !(await callerReads(req, parentId))) return data
  if (relationId(parent.post) !== postId) throw refuse('The comment you are replying to is not on this post.', req)
  return data
}
