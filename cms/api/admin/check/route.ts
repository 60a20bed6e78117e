import { userIsAdmin } from '@cms/access/roles'
import { route } from '../../handler'
import { json } from '../../http'
import { toContractUser } from '../../mappers/user'
import { requireUser } from '../../request'

/** GET /api/admin/check: 401 signed out; `null` for a signed-in non-admin (SPEC §7); else the admin. */
export const GET = route(async ({ req }) => {
  const user = requireUser(req)
  return json(userIsAdmin(user) ? { isAdmin: true, user: toContractUser(user) } : null)
})
