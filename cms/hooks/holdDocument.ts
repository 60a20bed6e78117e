import type { CollectionBeforeOperationHook } from 'payload'
import { documentKey, holdUntilCommit } from '../db/advisoryLock'

type Write = 'update' | 'delete'

/**
 * A write of `operations` to one document (by id) holds the document's key until it commits, so
 * that writes which must see it whole wait for it: a comment posted under a post being deleted,
 * a sign-in adding a session to an account whose role is being changed.
 */
export const holdDocument =
  (...operations: Write[]): CollectionBeforeOperationHook =>
  async ({ args, collection, operation, req }) => {
    const id = (args as { id?: number | string }).id
    if (id !== undefined && (operations as string[]).includes(operation)) await holdUntilCommit(req, documentKey(collection.slug, id))
  }
