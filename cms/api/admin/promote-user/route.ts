import { promoteUserSchema } from '@cms/schemas/user'
import { existingId, goneAs } from '../../existingId'
import { route } from '../../handler'
import { json, parseBody } from '../../http'
import { toContractUser } from '../../mappers/user'
import { requireAdmin } from '../../request'

/**
 * POST /api/admin/promote-user `{ userId, role }`: the user with the new role. The users
 * collection keeps the last admin from being demoted (a 400 with its message).
 */
export const POST = route(async ({ request, req }) => {
  requireAdmin(req)
  const { userId, role } = await parseBody(request, promoteUserSchema)
  const user = await req.payload
    .update({ collection: 'users', id: await existingId(req, 'users', userId, 'User'), data: { role }, depth: 0, req, overrideAccess: false })
    .catch(goneAs('User'))
  return json(toContractUser(user))
})
