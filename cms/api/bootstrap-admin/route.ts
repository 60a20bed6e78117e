import { route } from '../handler'
import { HttpError, json } from '../http'
import { toContractUser } from '../mappers/user'
import { requireUser } from '../request'

/**
 * POST /api/bootstrap-admin: the caller becomes admin while the site has none. The rule itself is
 * the users collection's role access; this only asks for it and reports the outcome.
 */
export const POST = route(async ({ req }) => {
  const user = requireUser(req)
  const updated = await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { role: 'admin' },
    req,
    overrideAccess: false,
  })
  if (updated.role !== 'admin') throw new HttpError(403, 'An admin already exists. Ask them to change your role.')
  return json({ user: toContractUser(updated) })
})
