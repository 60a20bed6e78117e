import type { Access } from 'payload'
import { nowIso } from '../release/now'
import { userIsAdmin } from './roles'

/** Comments are readable wherever their post is: published, and not scheduled for later. */
export const onPublishedPostOrAdmin: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  return { 'post.status': { equals: 'published' }, 'post.publishedAt': { less_than_equal: nowIso() } }
}
