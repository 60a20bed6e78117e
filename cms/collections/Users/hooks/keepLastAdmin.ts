import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

/** Refuses to demote the last admin, so the collective never locks itself out. */
export const keepLastAdmin: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || originalDoc?.role !== 'admin' || !data.role || data.role === 'admin') return data
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' }, id: { not_equals: originalDoc.id } },
    req,
  })
  if (totalDocs === 0) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'role', message: 'The last admin cannot be demoted. Make another user admin first.' }],
      req,
    })
  }
  return data
}
