import type { PayloadRequest } from 'payload'
import { commentUpdateSchema } from '@cms/schemas/comment'
import { existingId, goneAs } from '../../existingId'
import { route } from '../../handler'
import { json, parseBody } from '../../http'
import { toContractComment } from '../../mappers/comment'
import { requireAccess } from '../../request'

// Access answers "not allowed" for a comment that is gone, so whether it exists is asked first;
// of the comments the caller may read: one under a draft post is as missing as one never written.
const existingComment = (req: PayloadRequest, id: string) => existingId(req, 'comments', id, 'Comment')

/** PUT /api/comments/{id} `{ content }` (its author): the edited comment, marked edited. */
export const PUT = route<{ id: string }>(async ({ request, req, params }) => {
  await requireAccess(req, 'comments', 'update')
  const { content } = await parseBody(request, commentUpdateSchema)
  const comment = await req.payload
    .update({ collection: 'comments', id: await existingComment(req, params.id), data: { content }, depth: 0, req, overrideAccess: false })
    .catch(goneAs('Comment'))
  return json(toContractComment(comment))
})

/** DELETE /api/comments/{id} (its author, or an admin): gone; its replies move up a level (liftReplies). */
export const DELETE = route<{ id: string }>(async ({ req, params }) => {
  await requireAccess(req, 'comments', 'delete')
  const comment = await req.payload
    .delete({ collection: 'comments', id: await existingComment(req, params.id), depth: 0, req, overrideAccess: false })
    .catch(goneAs('Comment'))
  return json({ id: comment.id, message: 'Comment deleted' })
})
