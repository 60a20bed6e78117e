import { route } from '../../handler'
import { json } from '../../http'
import { toContractLyricSubmission } from '../../mappers/lyricSubmission'
import { requireAdmin } from '../../request'
import { findAll } from '../../findAll'

/** GET /api/admin/lyric-submissions: everyone's submissions, newest first. */
export const GET = route(async ({ req }) => {
  requireAdmin(req)
  const docs = await findAll(req, 'lyric-submissions', { sort: '-createdAt' })
  return json(docs.map(toContractLyricSubmission))
})
