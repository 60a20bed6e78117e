import type { Access } from 'payload'
import { userIsAdmin } from './roles'

/** Records that belong to a user through a `user` field: an admin reaches all, a user their own. */
export const isAdminOrOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (userIsAdmin(user)) return true
  return { user: { equals: user.id } }
}
