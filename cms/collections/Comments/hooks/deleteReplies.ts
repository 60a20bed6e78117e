import type { CollectionAfterDeleteHook } from 'payload'

/** Replies go with the comment they answer, so no thread is left hanging. */
export const deleteReplies: CollectionAfterDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'comments', where: { parent: { equals: id } }, req, overrideAccess: true })
}
