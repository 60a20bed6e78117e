import type { TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { trimText } from '../hooks/trimText'

/**
 * A title or a name: required, stored trimmed. Payload's required check takes "   " for a value,
 * so a blank album or artist was stored and shown publicly; here whitespace only is missing, in
 * the words the blog row uses ("Title is required"), then Payload's own checks (length) apply.
 */
export function requiredTextField(name: string, label: string, maxLength: number): TextField {
  const validate: TextFieldSingleValidation = (value, options) => (value?.trim() ? text(value, options) : `${label} is required`)
  return { name, type: 'text', required: true, maxLength, validate, hooks: { beforeValidate: [trimText] } }
}
