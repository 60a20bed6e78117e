import type { Access } from 'payload'
import { userIsAdmin } from './roles'

/** Artists: everyone reads the active ones; admins also see those switched off. */
export const activeOrAdmin: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  return { isActive: { equals: true } }
}
