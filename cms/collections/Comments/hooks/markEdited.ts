import type { CollectionBeforeValidateHook } from 'payload'

/**
 * Set in `req.context` by a write that brings a comment as it was recorded elsewhere (the legacy
 * import): its isEdited is the record's, not this write's. Only server code sets a request's context.
 */
export const AS_RECORDED = 'commentAsRecorded'

/** An edit that changes the words marks the comment as edited. */
export const markEdited: CollectionBeforeValidateHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data || typeof data.content !== 'string' || req.context[AS_RECORDED] === true) return data
  if (data.content.trim() === originalDoc?.content) return data
  return { ...data, isEdited: true }
}
