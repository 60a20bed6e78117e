import type { RequiredDataFromCollectionSlug } from 'payload'
import { albumInputSchema } from '../../schemas/catalogue'
import { parseBody } from '../http'

/** The body of POST /api/albums and PUT /api/albums/{id}, as the collection takes it. */
export async function albumData(request: Request) {
  const { artistId, ...rest } = await parseBody(request, albumInputSchema)
  // Payload's types call defaulted fields required; the collection fills releaseDate and isActive.
  return { ...rest, artist: artistId } as RequiredDataFromCollectionSlug<'albums'>
}
