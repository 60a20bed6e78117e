import type { Access } from 'payload'
import { onPublishedPost } from './onPublishedPostOrAdmin'

/** Comments: only the author changes their words, while the post they are under is there to read. */
export const isAuthor: Access = ({ req: { user } }) => {
  if (!user) return false
  return { and: [{ author: { equals: user.id } }, onPublishedPost()] }
}
