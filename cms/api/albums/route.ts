import { route } from '../handler'
import { json } from '../http'
import { toContractAlbum } from '../mappers/catalogue'
import { findAll } from '../findAll'
import { publicRow } from '../publicRow'
import { CACHE_TAGS } from '../../cache/tags'
import { requireAccess } from '../request'
import { albumData } from './albumData'

/** GET /api/albums: every album the caller may see, newest release first. */
export const GET = publicRow(
  'albums',
  ['albums'],
  () => [CACHE_TAGS.albums],
  route(async ({ req }) => {
    const docs = await findAll(req, 'albums', { sort: '-releaseDate' })
    return json(docs.map(toContractAlbum))
  }),
)

/** POST /api/albums (admins). */
export const POST = route(async ({ request, req }) => {
  await requireAccess(req, 'albums', 'create')
  const data = await albumData(request)
  const album = await req.payload.create({ collection: 'albums', data, depth: 0, req, overrideAccess: false })
  return json(toContractAlbum(album), 201)
})
