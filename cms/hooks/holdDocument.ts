import type { CollectionBeforeOperationHook, Where } from 'payload'
import { documentKey, holdUntilCommit } from '../db/advisoryLock'

type Write = 'update' | 'delete'

/**
 * A write of `operations` holds the key of each document it writes until it commits, so that
 * writes which must see them whole wait for it: a comment posted under a post being deleted, a
 * sign-in adding a session to an account whose role is being changed. A bulk write (by `where`)
 * holds every document it matches, in order of id, so two bulk writes cannot each hold what the
 * other waits for; it wrote accounts whole beside their sign-outs, and brought ended sessions back.
 */
export const holdDocument =
  (...operations: Write[]): CollectionBeforeOperationHook =>
  async ({ args, collection, operation, req }) => {
    if (!(operations as string[]).includes(operation)) return
    const { id, where } = args as { id?: number | string; where?: Where }
    if (id !== undefined) return holdUntilCommit(req, documentKey(collection.slug, id))
    if (!where || !req.transactionID) return
    const { docs } = await req.payload.find({ collection: collection.slug, where, pagination: false, depth: 0, select: {}, req, overrideAccess: true })
    const ids = docs.map((doc) => doc.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    for (const matched of ids) await holdUntilCommit(req, documentKey(collection.slug, matched))
  }
