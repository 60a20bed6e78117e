import type { PayloadRequest } from 'payload'

export const ROLES = ['user', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Whether a role, a user's or the one a session was signed with (site/proxy.ts), is the admin's. */
export const isAdminRole = (role: unknown): boolean => role === 'admin'

/** The one test of adminship every access function and handler uses. */
export const userIsAdmin = (user: PayloadRequest['user']): boolean =>
  Boolean(user && user.collection === 'users' && isAdminRole(user.role))
