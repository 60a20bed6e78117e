import { isAdmin } from './isAdmin'

/** The catalogue's rule for writes (albums, artists, blog posts): only an admin creates, edits or deletes. */
export const adminWrites = { create: isAdmin, update: isAdmin, delete: isAdmin }
