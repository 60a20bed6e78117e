import type { CollectionBeforeValidateHook } from 'payload'

/**
 * On create, the record belongs to the signed-in caller, whatever the body said. The field's own
 * access (nobodyField) already dropped any value a client sent.
 */
export const assignSignedInUser =
  (field: string): CollectionBeforeValidateHook =>
  ({ data, operation, req }) => {
    if (operation !== 'create' || !data || !req.user) return data
    return { ...data, [field]: req.user.id }
  }
