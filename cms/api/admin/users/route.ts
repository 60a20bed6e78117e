import { route } from '../../handler'
import { json } from '../../http'
import { toContractUser } from '../../mappers/user'
import { requireAdmin } from '../../request'
import { findAll } from '../../findAll'

/** GET /api/admin/users: every user, newest first. */
export const GET = route(async ({ req }) => {
  requireAdmin(req)
  const docs = await findAll(req, 'users', { sort: '-createdAt' })
  return json(docs.map(toContractUser))
})
