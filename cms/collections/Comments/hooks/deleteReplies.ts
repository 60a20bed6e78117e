import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Replies go with the comment they answer, so no thread is left hanging. Before the delete: the
 * database would otherwise detach them first (ON DELETE SET NULL) and they could not be found.
 */
export const deleteReplies: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'comments', where: { parent: { equals: id } }, req, overrideAccess: true })
}
