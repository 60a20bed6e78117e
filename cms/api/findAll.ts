import type { CollectionSlug, DataFromCollectionSlug, PayloadRequest, Where } from 'payload'

/**
 * Every document of `collection` the caller may see, in one list and without populating
 * relations: what the contract's list rows read. Who sees what stays the collection's access.
 */
export async function findAll<S extends CollectionSlug>(
  req: PayloadRequest,
  collection: S,
  { sort, where }: { sort: string; where?: Where },
): Promise<DataFromCollectionSlug<S>[]> {
  const { docs } = await req.payload.find({ collection, sort, where, pagination: false, depth: 0, req, overrideAccess: false })
  return docs
}
