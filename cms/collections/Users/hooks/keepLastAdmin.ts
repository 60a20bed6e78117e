import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest, ValidationError } from 'payload'
import { ADMINS_KEY } from '@cms/access/isAdminOrFirstAdmin'
import { holdUntilCommit } from '@cms/db/advisoryLock'

/**
 * Whether any admin other than `id` exists: the collective must never lock itself out. Asked
 * holding the admins' key, so two admins demoting each other at once cannot both pass.
 */
async function otherAdminExists(req: PayloadRequest, id: number | string): Promise<boolean> {
  await holdUntilCommit(req, ADMINS_KEY)
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { role: { equals: 'admin' }, id: { not_equals: id } }, req })
  return totalDocs > 0
}

/** Refuses to demote the last admin. */
export const keepLastAdmin: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || originalDoc?.role !== 'admin' || !data.role || data.role === 'admin') return data
  if (!(await otherAdminExists(req, originalDoc.id))) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'role', message: 'The last admin cannot be demoted. Make another user admin first.' }],
      req,
    })
  }
  return data
}

/** Refuses to delete the last admin. */
export const keepLastAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({ collection: 'users', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  if (user?.role === 'admin' && !(await otherAdminExists(req, id))) {
    throw new APIError('The last admin cannot be deleted. Make another user admin first.', 400, undefined, true)
  }
}
