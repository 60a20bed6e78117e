import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  ValidationError,
  type Where,
} from 'payload'
import { ADMINS_KEY } from '@cms/access/isAdminOrFirstAdmin'
import { holdUntilCommit } from '@cms/db/advisoryLock'
import { userIsAdmin } from '@cms/access/roles'

/**
 * Whether any admin other than `id` exists: the collective must never lock itself out. Asked
 * holding the admins' key, so two admins demoting each other at once cannot both pass.
 */
async function otherAdminExists(req: PayloadRequest, ids: (number | string)[]): Promise<boolean> {
  await holdUntilCommit(req, ADMINS_KEY)
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { role: { equals: 'admin' }, id: { not_in: ids } }, req })
  return totalDocs > 0
}

const LAST_ADMIN = {
  demoted: 'The last admin cannot be demoted. Make another user admin first.',
  deleted: 'The last admin cannot be deleted. Make another user admin first.',
}

/**
 * Refuses to demote the last admin. Every change of who is admin (a promotion, an account made
 * admin) holds the admins' key too, so a bulk demotion counting the admins it leaves
 * (keepLastAdminInBulk) is not joined, after it counted, by an admin it then demotes as well.
 */
export const keepLastAdmin: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const before = operation === 'update' ? originalDoc?.role : undefined
  if (!data.role || data.role === before || (operation === 'create' && data.role !== 'admin')) return data
  await holdUntilCommit(req, ADMINS_KEY)
  if (before !== 'admin') return data
  if (!(await otherAdminExists(req, [originalDoc.id]))) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ label: 'Role', path: 'role', message: LAST_ADMIN.demoted }],
      req,
    })
  }
  return data
}

/** Refuses to delete the last admin. */
export const keepLastAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({ collection: 'users', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  if (user?.role === 'admin' && !(await otherAdminExists(req, [id]))) {
    throw new APIError(LAST_ADMIN.deleted, 400, undefined, true)
  }
}

/**
 * Refuses a bulk write (Payload REST's PATCH or DELETE with `where`) that would demote or delete
 * every admin. Payload runs a bulk write's documents side by side in one transaction, so each one's
 * own check above still sees the others as admins; this one asks once, before any is written.
 */
export const keepLastAdminInBulk: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const { data, id, where } = args as { data?: { role?: unknown }; id?: unknown; where?: Where }
  if (id !== undefined || !where) return args
  const demotes = operation === 'update' && typeof data?.role === 'string' && data.role !== 'admin'
  // Only admins (or scripts, signed in as no one) may change roles or delete users at all.
  if ((!demotes && operation !== 'delete') || (req.user && !userIsAdmin(req.user))) return args
  // Held before asking which admins the write matches, so a promotion committing meanwhile is counted;
  // asked afresh, not taken from holdDocument's list, whose roles were read before any key was held.
  await holdUntilCommit(req, ADMINS_KEY)
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [where, { role: { equals: 'admin' } }] },
    pagination: false,
    depth: 0,
    select: {},
    req,
  })
  if (docs.length > 0 && !(await otherAdminExists(req, docs.map((doc) => doc.id)))) {
    throw new APIError(demotes ? LAST_ADMIN.demoted : LAST_ADMIN.deleted, 400, undefined, true)
  }
  return args
}
