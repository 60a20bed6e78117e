import type { Access, FieldAccess } from 'payload'
import { userIsAdmin } from './roles'

export const isAdmin: Access = ({ req: { user } }) => userIsAdmin(user)
export const isAdminField: FieldAccess = ({ req: { user } }) => userIsAdmin(user)
