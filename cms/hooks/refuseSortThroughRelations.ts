import { APIError, type CollectionBeforeOperationHook } from 'payload'

/**
 * A caller sorts by the collection's own fields. Payload checks a sort path's access on the
 * collection's own fields only: through a relationship (`author.hash`, `author.sessions.createdAt`)
 * the order of a visitor's comments told the authors' hidden values — password hashes, reset
 * tokens, failed sign-ins, when each one last signed in. No collection has group fields, so a
 * path with a dot always leaves the collection. The server's own reads (overrideAccess) may.
 */
export const refuseSortThroughRelations: CollectionBeforeOperationHook = ({ args }) => {
  const { sort, overrideAccess } = args as { sort?: unknown; overrideAccess?: boolean }
  if (overrideAccess || sort === undefined || sort === null) return
  const paths = (Array.isArray(sort) ? sort : [sort]).flatMap((value) => String(value).split(','))
  const through = paths.find((path) => path.includes('.'))
  if (through) throw new APIError(`sort: ${through.trim()} is not a field of this collection; sort by its own fields.`, 400, undefined, true)
}
