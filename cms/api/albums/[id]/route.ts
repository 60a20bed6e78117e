import { existingId, goneAs } from '../../existingId'
import { route } from '../../handler'
import { json } from '../../http'
import { toContractAlbum } from '../../mappers/catalogue'
import { requireAccess } from '../../request'
import { albumData } from '../albumData'

/** PUT /api/albums/{id} (admins): the same body as POST. */
export const PUT = route<{ id: string }>(async ({ request, req, params }) => {
  await requireAccess(req, 'albums', 'update')
  const id = await existingId(req, 'albums', params.id, 'Album')
  const data = await albumData(request)
  const album = await req.payload.update({ collection: 'albums', id, data, depth: 0, req, overrideAccess: false }).catch(goneAs('Album'))
  return json(toContractAlbum(album))
})
