import type { RequiredDataFromCollectionSlug } from 'payload'
import { artistInputSchema } from '../../schemas/catalogue'
import { route } from '../handler'
import { json, parseBody } from '../http'
import { toContractArtist } from '../mappers/catalogue'
import { findAll } from '../findAll'
import { publicRow } from '../publicRow'
import { requireAccess } from '../request'
import { CACHE_TAGS } from '../../cache/tags'

/** GET /api/artists: every artist the caller may see, in the order they joined. */
export const GET = publicRow(
  'artists',
  [],
  () => [CACHE_TAGS.artists],
  route(async ({ req }) => {
    const docs = await findAll(req, 'artists', { sort: 'createdAt' })
    return json(docs.map(toContractArtist))
  }),
)

/** POST /api/artists (admins). */
export const POST = route(async ({ request, req }) => {
  await requireAccess(req, 'artists', 'create')
  // Payload's types call the defaulted isActive required; the collection fills it.
  const data = (await parseBody(request, artistInputSchema)) as RequiredDataFromCollectionSlug<'artists'>
  const artist = await req.payload.create({ collection: 'artists', data, depth: 0, req, overrideAccess: false })
  return json(toContractArtist(artist), 201)
})
