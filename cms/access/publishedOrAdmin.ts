import type { Access } from 'payload'
import { userIsAdmin } from './roles'

/** Blog posts: everyone reads published ones; admins read drafts and archived ones too. */
export const publishedOrAdmin: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  return { status: { equals: 'published' } }
}
