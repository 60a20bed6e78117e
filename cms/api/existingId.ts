import { NotFound, type CollectionSlug, type PayloadRequest } from 'payload'
import { HttpError, numericId } from './http'

/**
 * The id of a `collection` document from the path, checked before a write: Payload answers a
 * missing one with a bare "Not Found" (or, through access, "not allowed"); here it is a 404
 * `{what} not found`. `overrideAccess` counts documents the caller may not see too.
 */
export async function existingId(req: PayloadRequest, collection: CollectionSlug, id: string | number, what: string, overrideAccess = false): Promise<number> {
  const numeric = typeof id === 'number' ? id : numericId(id, what)
  const found = await req.payload.count({ collection, where: { id: { equals: numeric } }, req, overrideAccess })
  if (found.totalDocs === 0) throw new HttpError(404, `${what} not found`)
  return numeric
}

/**
 * For the write that follows existingId: a document deleted in between (the loser of two
 * concurrent deletes) is the same 404 `{what} not found`, not Payload's bare "Not Found".
 */
export const goneAs =
  (what: string) =>
  (error: unknown): never => {
    throw error instanceof NotFound ? new HttpError(404, `${what} not found`) : error
  }
