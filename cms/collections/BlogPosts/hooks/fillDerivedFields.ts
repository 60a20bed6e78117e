import type { CollectionBeforeValidateHook, PayloadRequest } from 'payload'
import { postAuthorName } from '@cms/lib/displayName'
import { relationId } from '@cms/lib/relationId'
import { freeSlug } from '@cms/hooks/freeSlug'
import { slugify } from '@cms/lib/slug'

/** How the post's author signs it; the collective's name when the author is gone or gave none. */
async function bylineOf(author: unknown, req: PayloadRequest): Promise<string> {
  const id = relationId(author)
  const user = id === null ? null : await req.payload.findByID({ collection: 'users', id, depth: 0, req, disableErrors: true, overrideAccess: true })
  return postAuthorName(user ?? {})
}

/**
 * On create: the author is the signed-in admin, the slug comes from the title when none is
 * given. A post always carries a byline: one written without it (a script, an old app's post
 * that had none) is signed by its author. On publishing without a date, the post is dated now.
 */
export const fillDerivedFields: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const next = { ...data }
  if (operation === 'create') {
    if (req.user) {
      next.author = req.user.id
      next.authorName = postAuthorName(req.user)
    }
    // A slug made from the title never meets another post's: -2, -3… as albums get. One the admin
    // typed is theirs to change, and a taken one is refused.
    const typed = typeof next.slug === 'string' ? next.slug.trim() : next.slug
    const base = !typed && typeof next.title === 'string' ? slugify(next.title) : ''
    if (base) next.slug = await freeSlug(req, 'blog-posts', base)
  }
  const unsigned = typeof next.authorName !== 'string' || next.authorName.trim() === ''
  if (unsigned && (operation === 'create' || 'authorName' in next)) next.authorName = await bylineOf(next.author ?? originalDoc?.author, req)
  const status = next.status ?? originalDoc?.status
  const publishedAt = 'publishedAt' in next ? next.publishedAt : originalDoc?.publishedAt
  if (status === 'published' && !publishedAt) next.publishedAt = new Date().toISOString()
  return next
}
