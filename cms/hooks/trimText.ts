import type { FieldHook } from 'payload'

/** Text is stored without the spaces around it: they show nowhere, and "   " would pass for a value. */
export const trimText: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value)

// Characters that take no room on screen: a text of only these is as blank as one of spaces.
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/gu

/** Whether `text` shows nothing: spaces, line breaks and zero-width characters only. */
export const isBlank = (text: string): boolean => text.replace(INVISIBLE, '') === ''

/**
 * An optional text left blank is no value: stored as null, as the site's forms send it, not as "",
 * "   " or zero-width characters (a first name of those greeted the visitor with nothing).
 */
export const blankAsNull: FieldHook = ({ value }) => (typeof value === 'string' && isBlank(value) ? null : value)
