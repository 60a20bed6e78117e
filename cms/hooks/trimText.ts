import type { FieldHook } from 'payload'

/** Text is stored without the spaces around it: they show nowhere, and "   " would pass for a value. */
export const trimText: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value)
