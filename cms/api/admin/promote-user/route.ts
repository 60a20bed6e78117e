import { promoteUserSchema } from '@cms/schemas/user'
import { route } from '../../handler'
import { HttpError, json, parseBody } from '../../http'
import { toContractUser } from '../../mappers/user'
import { requireAdmin } from '../../request'

/**
 * POST /api/admin/promote-user `{ userId, role }`: the user with the new role. The users
 * collection keeps the last admin from being demoted (a 400 with its message).
 */
export const POST = route(async ({ request, req }) => {
  requireAdmin(req)
  const { userId, role } = await parseBody(request, promoteUserSchema)
  const found = await req.payload.count({ collection: 'users', where: { id: { equals: userId } }, req, overrideAccess: false })
  if (found.totalDocs === 0) throw new HttpError(404, 'User not found')
  const user = await req.payload.update({ collection: 'users', id: userId, data: { role }, depth: 0, req, overrideAccess: false })
  return json(toContractUser(user))
})
