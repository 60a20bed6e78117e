import type { CollectionBeforeDeleteHook } from 'payload'

/** SPEC §3: a post's comments are deleted with it — first, as the post's row depends on them. */
export const deleteComments: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'comments', where: { post: { equals: id } }, req, overrideAccess: true })
}
