import type { Access } from 'payload'
import { nowIso } from '../release/now'
import { userIsAdmin } from './roles'

/**
 * Albums: everyone reads the active ones whose release moment has come; an upcoming album stays
 * hidden from every way in until then. Admins see all, switched off and scheduled too.
 */
export const releasedOrAdmin: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  return { isActive: { equals: true }, releaseDate: { less_than_equal: nowIso() } }
}
