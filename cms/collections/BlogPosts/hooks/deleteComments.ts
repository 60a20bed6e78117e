import type { CollectionAfterDeleteHook } from 'payload'

/** SPEC §3: a post's comments are deleted with it. */
export const deleteComments: CollectionAfterDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'comments', where: { post: { equals: id } }, req, overrideAccess: true })
}
