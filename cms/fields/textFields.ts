import type { TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { trimText } from '../hooks/trimText'

/**
 * Payload's checks, with the length refusal in the words the contract's schemas use ("Title must
 * be at most 255 characters") rather than Payload's "shorter than the max length of 255", which
 * reads as if 255 itself were refused.
 */
function withinLength(label: string, maxLength: number): TextFieldSingleValidation {
  return (value, options) =>
    typeof value === 'string' && value.length > maxLength ? `${label} must be at most ${maxLength} characters` : text(value, options)
}

/** An optional short text (a name, a version label) of at most `maxLength` characters. */
export function textField(name: string, label: string, maxLength: number): TextField {
  return { name, label, type: 'text', maxLength, validate: withinLength(label, maxLength) }
}

/**
 * A title or a name: required, stored trimmed. Payload's required check takes "   " for a value,
 * so a blank album or artist was stored and shown publicly; here whitespace only is missing, in
 * the words the blog row uses ("Title is required"), then the length check applies.
 */
export function requiredTextField(name: string, label: string, maxLength: number): TextField {
  const checkLength = withinLength(label, maxLength)
  const validate: TextFieldSingleValidation = (value, options) => (value?.trim() ? checkLength(value, options) : `${label} is required`)
  return { name, type: 'text', required: true, maxLength, validate, hooks: { beforeValidate: [trimText] } }
}
