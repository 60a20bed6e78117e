import type { CollectionBeforeDeleteHook } from 'payload'
import { relationId } from '@cms/lib/relationId'

/**
 * A deleted comment's replies move up to the comment it answered (or to the top level): each
 * author deletes only their own words (SPEC §6), and no reply is left pointing at nothing.
 */
export const liftReplies: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const comment = await req.payload.findByID({ collection: 'comments', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  if (!comment) return
  await req.payload.update({
    collection: 'comments',
    where: { parent: { equals: id } },
    data: { parent: relationId(comment.parent) },
    depth: 0,
    req,
    overrideAccess: true,
  })
}
