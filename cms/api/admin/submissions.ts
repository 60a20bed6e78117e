import { route } from '../handler'
import { json } from '../http'
import { toContractLyricSubmission } from '../mappers/lyricSubmission'
import { requireAdmin } from '../request'

/** GET /api/admin/lyric-submissions: everyone's submissions, newest first. */
export const listAllSubmissions = route(async ({ req }) => {
  requireAdmin(req)
  const { docs } = await req.payload.find({
    collection: 'lyric-submissions',
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
  })
  return json(docs.map(toContractLyricSubmission))
})
