import type { RequiredDataFromCollectionSlug } from 'payload'
import { albumInputSchema } from '../../schemas/catalogue'
import { route } from '../handler'
import { json, numericId, parseBody } from '../http'
import { toContractAlbum } from '../mappers/catalogue'
import { findAll } from '../findAll'
import { publicRow } from '../publicRow'
import { CACHE_TAGS } from '../../cache/tags'

async function albumData(request: Request) {
  const { artistId, ...rest } = await parseBody(request, albumInputSchema)
  // Payload's types call defaulted fields required; the collection fills releaseDate and isActive.
  return { ...rest, artist: artistId } as RequiredDataFromCollectionSlug<'albums'>
}

/** GET /api/albums: every album the caller may see, newest release first. */
export const listAlbums = publicRow(
  'albums',
  () => [CACHE_TAGS.albums],
  route(async ({ req }) => {
    const docs = await findAll(req, 'albums', { sort: '-releaseDate' })
    return json(docs.map(toContractAlbum))
  }),
)

/** POST /api/albums (admins). */
export const createAlbum = route(async ({ request, req }) => {
  const data = await albumData(request)
  const album = await req.payload.create({ collection: 'albums', data, depth: 0, req, overrideAccess: false })
  return json(toContractAlbum(album), 201)
})

/** PUT /api/albums/{id} (admins): the same body as POST. */
export const updateAlbum = route<{ id: string }>(async ({ request, req, params }) => {
  const id = numericId(params.id, 'Album')
  const data = await albumData(request)
  const album = await req.payload.update({ collection: 'albums', id, data, depth: 0, req, overrideAccess: false })
  return json(toContractAlbum(album))
})
