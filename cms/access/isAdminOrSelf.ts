import type { Access } from 'payload'
import { userIsAdmin } from './roles'

/** Users: an admin reaches everyone, a signed-in user only their own record. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (userIsAdmin(user)) return true
  return { id: { equals: user.id } }
}
