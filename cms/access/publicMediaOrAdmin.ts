import type { Access } from 'payload'
import { nowIso } from '../release/now'
import { userIsAdmin } from './roles'

/**
 * Media: everyone reads a file once something public shows it (its publicFrom has come: the
 * release of the first album using it as a cover, say); a file only scheduled albums use, or
 * none, stays hidden. A query, so Payload applies it to lists, reads by id, GraphQL and the file
 * route alike. Admins see every file.
 */
export const publicMediaOrAdmin: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  return { publicFrom: { less_than_equal: nowIso() } }
}
