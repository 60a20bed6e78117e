import type { TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { LIMITS } from '../constants'
import { characterCount } from '../lib/characterCount'
import { isSlug, slugify } from '../lib/slug'
import { notTextMessage } from '../schemas/field'
import { notText } from './textFields'

/**
 * Both collections derive a missing slug from the title on create. A title SPEC §5's rule keeps
 * nothing of (日本語の記事, ???) gives none; Payload's bare "This field is required." did not say why.
 */
const givesNoSlug = (title: unknown) => typeof title === 'string' && title.trim() !== '' && slugify(title) === ''

/**
 * Payload's own checks (required, length), then SPEC §5's slug form: lowercase letters, digits
 * and single hyphens. A slug given by hand is refused, not rewritten: it stays the admin's, and
 * any other one is a page that /blog/{slug} or /albums/{slug} cannot reach.
 */
const slugForm: TextFieldSingleValidation = (value, options) => {
  if (notText(value)) return notTextMessage('Slug')
  const { title } = (options.data ?? {}) as { title?: unknown }
  if (!value && options.operation === 'create' && givesNoSlug(title)) return 'Slug is required: this title has no letters a-z or digits to make one from. Enter a slug such as night-drive-2.'
  // A slug made from an overlong title is as long: the title's own refusal names the cause.
  if (typeof title === 'string' && characterCount(title.trim()) > LIMITS.title && value === slugify(title)) return true
  const base = text(value, options)
  if (base !== true) return base
  return isSlug(value ?? '') ? true : 'Slug must be lowercase letters and digits, words joined by single hyphens, such as night-drive-2.'
}

/** A page's address part (/blog/{slug}, /albums/{slug}): required, unique, indexed, editable, in SPEC §5's form. */
export function slugField(description: string): TextField {
  return { name: 'slug', type: 'text', required: true, unique: true, index: true, maxLength: LIMITS.slug, validate: slugForm, admin: { description } }
}
