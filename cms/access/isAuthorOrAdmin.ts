import type { Access } from 'payload'
import { onPublishedPost } from './onPublishedPostOrAdmin'
import { userIsAdmin } from './roles'

/**
 * Comments: the author removes their own, while the post they are under is there to read (the
 * /api rows answer 404 for a hidden post's comments); an admin may remove any (moderation).
 */
export const isAuthorOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (userIsAdmin(user)) return true
  return { and: [{ author: { equals: user.id } }, onPublishedPost()] }
}
