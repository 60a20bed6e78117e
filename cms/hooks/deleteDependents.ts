import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

/**
 * Deletes the documents of `collection` whose `field` points at the document being deleted:
 * first, as their rows require it (the database would refuse the delete).
 */
export const deleteDependents =
  (collection: CollectionSlug, field: string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({ collection, where: { [field]: { equals: id } }, req, overrideAccess: true })
  }
