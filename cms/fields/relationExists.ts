import type { CollectionSlug, RelationshipFieldSingleValidation } from 'payload'
import { relationship } from 'payload/shared'
import { relationId } from '../lib/relationId'

/**
 * Payload's own check only looks at an id's format; this also makes sure the document exists,
 * so a stale or made-up id is a 400 naming the field rather than a database error.
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
      overrideAccess: true,
    })
    return totalDocs > 0 ? true : `No ${label} with id ${String(id)} exists.`
  }
