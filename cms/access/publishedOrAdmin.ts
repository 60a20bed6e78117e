import type { Access } from 'payload'
import { nowIso } from '../release/now'
import { userIsAdmin } from './roles'

/**
 * Blog posts: everyone reads published ones whose publishedAt has come (a later one is
 * scheduled); admins read drafts, archived and scheduled ones too.
 */
export const publishedOrAdmin: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  return { status: { equals: 'published' }, publishedAt: { less_than_equal: nowIso() } }
}
