import type { Access, Where } from 'payload'
import { nowIso } from '../release/now'
import { userIsAdmin } from './roles'

/** Comments under a post visitors read: published, and not scheduled for later. */
export const onPublishedPost = (): Where => ({ 'post.status': { equals: 'published' }, 'post.publishedAt': { less_than_equal: nowIso() } })

/** Comments are readable wherever their post is. */
export const onPublishedPostOrAdmin: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  return onPublishedPost()
}
