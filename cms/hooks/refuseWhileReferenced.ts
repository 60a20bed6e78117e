import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'

/**
 * Refuses to delete a document that documents of `collection` still need (their `field` is
 * required): a 400 that says what to do, where the database would answer with a failed constraint.
 */
export const refuseWhileReferenced =
  (collection: CollectionSlug, field: string, message: string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const { totalDocs } = await req.payload.count({ collection, where: { [field]: { equals: id } }, req, overrideAccess: true })
    if (totalDocs > 0) throw new APIError(message, 400, undefined, true)
  }
