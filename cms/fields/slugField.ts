import type { TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { LIMITS } from '../constants'

/** A page's address part (/blog/{slug}, /albums/{slug}): required, unique, indexed, editable. */
export function slugField(description: string, validate?: TextFieldSingleValidation): TextField {
  return { name: 'slug', type: 'text', required: true, unique: true, index: true, maxLength: LIMITS.slug, validate, admin: { description } }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Payload's own checks (required, length), then SPEC §5's slug form: lowercase letters, digits and single hyphens. */
export const slugForm: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  return SLUG.test(value ?? '') ? true : 'A slug is lowercase letters, digits and single hyphens, such as night-drive-2.'
}
