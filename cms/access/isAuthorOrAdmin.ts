import type { Access } from 'payload'
import { userIsAdmin } from './roles'

/** Comments: the author removes their own; an admin may remove any (moderation). */
export const isAuthorOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (userIsAdmin(user)) return true
  return { author: { equals: user.id } }
}
