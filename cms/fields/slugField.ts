import type { TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { LIMITS } from '../constants'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Payload's own checks (required, length), then SPEC §5's slug form: lowercase letters, digits
 * and single hyphens. A slug given by hand is refused, not rewritten: it stays the admin's, and
 * any other one is a page that /blog/{slug} or /albums/{slug} cannot reach.
 */
const slugForm: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  return SLUG.test(value ?? '') ? true : 'Slug must be lowercase letters and digits, words joined by single hyphens, such as night-drive-2.'
}

/** A page's address part (/blog/{slug}, /albums/{slug}): required, unique, indexed, editable, in SPEC §5's form. */
export function slugField(description: string): TextField {
  return { name: 'slug', type: 'text', required: true, unique: true, index: true, maxLength: LIMITS.slug, validate: slugForm, admin: { description } }
}
