import type { FieldHook } from 'payload'

/** Text is stored without the spaces around it: they show nowhere, and "   " would pass for a value. */
export const trimText: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value)

/** An optional text left blank is no value: stored as null, as the site's forms send it, not as "" or "   ". */
export const blankAsNull: FieldHook = ({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value)
