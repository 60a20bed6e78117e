import type { PayloadRequest } from 'payload'

export const ROLES = ['user', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** The one test of adminship every access function and handler uses. */
export const userIsAdmin = (user: PayloadRequest['user']): boolean =>
  Boolean(user && user.collection === 'users' && user.role === 'admin')
