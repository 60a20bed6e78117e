import type { TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { blankAsNull, oneLine } from '../hooks/trimText'
import { isBlank } from '../lib/blank'
import { characterCount } from '../lib/characterCount'
import { CONTROL_CHARACTER } from '../lib/controlCharacters'
import { notTextMessage } from '../schemas/field'

/**
 * Whether a field's value is something other than text. Payload's text checks look only at a
 * value's length: an array or a number was stored as its text ('{"a"}', '123') through Payload's
 * REST, past the field's own form, and a `.trim()` on it was a 500.
 */
export const notText = (value: unknown): boolean => value !== null && value !== undefined && typeof value !== 'string'

/**
 * Payload's checks, with the length refusal in the words the contract's schemas use ("Title must
 * be at most 255 characters") rather than Payload's "shorter than the max length of 255", which
 * reads as if 255 itself were refused. Characters are counted as the schemas count them
 * (characterCount); Payload's own count, of UTF-16 units, is left out.
 */
function withinLength(label: string, maxLength: number): TextFieldSingleValidation {
  return (value, options) => {
    if (notText(value)) return notTextMessage(label)
    if (typeof value === 'string' && characterCount(value) > maxLength) return `${label} must be at most ${maxLength} characters`
    if (typeof value === 'string' && CONTROL_CHARACTER.test(value)) return `${label} must not contain control characters`
    return text(value, { ...options, maxLength: undefined })
  }
}

/** An optional short text (a name, a version label) of at most `maxLength` characters, stored on one line and trimmed; blank is null. */
export function textField(name: string, label: string, maxLength: number): TextField {
  return { name, label, type: 'text', maxLength, validate: withinLength(label, maxLength), hooks: { beforeValidate: [oneLine, blankAsNull] } }
}

/**
 * A title or a name: required, stored on one line and trimmed. Payload's required check takes "   " for a value,
 * so a blank album or artist was stored and shown publicly; here whitespace only (or characters
 * that show nothing) is missing, in the words the blog row uses ("Title is required"), then the
 * length check applies.
 */
export function requiredTextField(name: string, label: string, maxLength: number): TextField {
  const checkLength = withinLength(label, maxLength)
  // Anything but text goes on to checkLength, which refuses it in its own words.
  const validate: TextFieldSingleValidation = (value, options) =>
    value === null || value === undefined || (typeof value === 'string' && isBlank(value)) ? `${label} is required` : checkLength(value, options)
  return { name, type: 'text', required: true, maxLength, validate, hooks: { beforeValidate: [oneLine] } }
}
