import type { Access } from 'payload'
import { userIsAdmin } from './roles'

/** Comments are readable wherever their post is. */
export const onPublishedPostOrAdmin: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  return { 'post.status': { equals: 'published' } }
}
