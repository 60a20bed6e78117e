import type { Access } from 'payload'

/** Comments: only the author changes their words. */
export const isAuthor: Access = ({ req: { user } }) => {
  if (!user) return false
  return { author: { equals: user.id } }
}
