import type { CollectionBeforeValidateHook } from 'payload'

/** An edit that changes the words marks the comment as edited. */
export const markEdited: CollectionBeforeValidateHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !data || typeof data.content !== 'string') return data
  if (data.content.trim() === originalDoc?.content) return data
  return { ...data, isEdited: true }
}
