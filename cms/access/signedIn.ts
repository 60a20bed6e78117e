import type { Access } from 'payload'

export const signedIn: Access = ({ req: { user } }) => Boolean(user)
