import type { FieldHook } from 'payload'
import { isBlank } from '../lib/blank'
import { onOneLine } from '../lib/controlCharacters'

/** Text is stored without the spaces around it: they show nowhere, and "   " would pass for a value. */
export const trimText: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value)

/** A title or a name pasted with a line break or a tab in it is stored on one line, a space between its parts, and trimmed. */
export const oneLine: FieldHook = ({ value }) => (typeof value === 'string' ? onOneLine(value) : value)


/**
 * An optional text left blank is no value: stored as null, as the site's forms send it, not as "",
 * "   " or zero-width characters (a first name of those greeted the visitor with nothing).
 */
export const blankAsNull: FieldHook = ({ value }) => (typeof value === 'string' && isBlank(value) ? null : value)
