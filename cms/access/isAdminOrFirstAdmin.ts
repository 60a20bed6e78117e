import type { FieldAccess } from 'payload'
import { holdUntilCommit } from '../db/advisoryLock'
import { userIsAdmin } from './roles'

/** Held by every write that asks how many admins there are (this rule, keepLastAdmin). */
export const ADMINS_KEY = 'admins'

/**
 * Who may set a user's role: an admin; or, while the site has no admin at all, the signed-in user
 * on their own record (the bootstrap-admin rule, the same through every way in).
 */
export const isAdminOrFirstAdmin: FieldAccess = async ({ req, id }) => {
  const { user } = req
  if (userIsAdmin(user)) return true
  if (!user || id === undefined || String(user.id) !== String(id)) return false
  // Twenty users asking at once while there is none: one becomes admin, the others then see one.
  await holdUntilCommit(req, ADMINS_KEY)
  const admins = await req.payload.count({ collection: 'users', where: { role: { equals: 'admin' } }, req })
  return admins.totalDocs === 0
}
