import type { CollectionBeforeValidateHook } from 'payload'
import { postAuthorName } from '@cms/lib/displayName'
import { slugify } from '@cms/lib/slug'

/**
 * On create: the author is the signed-in admin, the slug comes from the title when none is
 * given. On publishing without a date, the post is dated now.
 */
export const fillDerivedFields: CollectionBeforeValidateHook = ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const next = { ...data }
  if (operation === 'create') {
    if (req.user) {
      next.author = req.user.id
      next.authorName = postAuthorName(req.user)
    }
    if (!next.slug && typeof next.title === 'string') next.slug = slugify(next.title)
  }
  const status = next.status ?? originalDoc?.status
  const publishedAt = 'publishedAt' in next ? next.publishedAt : originalDoc?.publishedAt
  if (status === 'published' && !publishedAt) next.publishedAt = new Date().toISOString()
  return next
}
