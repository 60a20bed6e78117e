import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, TypeWithID } from 'payload'
import { invalidateTags } from '../cache/invalidate'

type Write<T> = { operation: 'create' | 'update' | 'delete'; previousDoc?: T }
type TagsOf<T> = (doc: T, write: Write<T>) => readonly string[]

/**
 * afterChange and afterDelete hooks that expire the cache tags a write affects, for every way in
 * (the /api contract, GraphQL, Payload's REST and admin, scripts), as the lists a collection's
 * `hooks` spreads in. A seed or import that writes many rows may pass `context.skipRevalidate`.
 */
export function revalidateCache<T extends TypeWithID>(tagsOf: TagsOf<T>) {
  const afterChange: CollectionAfterChangeHook<T> = async ({ doc, previousDoc, operation, context }) => {
    if (!context.skipRevalidate) await invalidateTags(tagsOf(doc, { operation, previousDoc }))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<T> = async ({ doc, context }) => {
    if (!context.skipRevalidate) await invalidateTags(tagsOf(doc, { operation: 'delete' }))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
