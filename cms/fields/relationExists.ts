import type { CollectionSlug, RelationshipFieldSingleValidation } from 'payload'
import { relationship } from 'payload/shared'
import { relationId } from '../lib/relationId'

/**
 * Payload's own check only looks at an id's format; this also makes sure the document exists
 * and that the writer may read it, so a stale, made-up or hidden id (a draft post, an inactive
 * artist) is the same 400 naming the field: nothing tells a hidden document from a missing one.
 */
export const relationExists =
  (collection: CollectionSlug, label: string): RelationshipFieldSingleValidation =>
  async (value, options) => {
    const base = await relationship(value, options)
    if (base !== true) return base
    const id = relationId(value)
    // While an admin is still typing, the form asks on every change: check on submit only.
    if (id === null || id === undefined || options.event === 'onChange') return true
    const { totalDocs } = await options.req.payload.count({
      collection,
      where: { id: { equals: id } },
      req: options.req,
      overrideAccess: options.overrideAccess ?? false,
    })
    return totalDocs > 0 ? true : `No ${label} with id ${String(id)} exists.`
  }
