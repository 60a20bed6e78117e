import { route } from '../handler'
import { HttpError, json } from '../http'
import { toContractUser } from '../mappers/user'
import { requireUser } from '../request'
import { isAdminOrFirstAdmin } from '../../access/isAdminOrFirstAdmin'

const REFUSED = 'An admin already exists. Ask them to change your role.'

/**
 * POST /api/bootstrap-admin: the caller becomes admin while the site has none. The rule itself is
 * the users collection's role access; this only asks for it and reports the outcome.
 */
export const POST = route(async ({ req }) => {
  const user = requireUser(req)
  // Asked first: a refused update still saves the record (the role is dropped, not refused).
  if (!(await isAdminOrFirstAdmin({ req, id: user.id }))) throw new HttpError(403, REFUSED)
  const updated = await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { role: 'admin' },
    req,
    overrideAccess: false,
  })
  // Two callers at once may both pass the check; the update itself asks again.
  if (updated.role !== 'admin') throw new HttpError(403, REFUSED)
  return json({ user: toContractUser(updated) })
})
