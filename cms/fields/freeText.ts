import type { TextareaField, TextareaFieldValidation } from 'payload'
import { textarea } from 'payload/shared'
import { LIMITS } from '../constants'
import { blankAsNull } from '../hooks/trimText'
import { characterCount } from '../lib/characterCount'
import { CONTROL_CHARACTER_IN_LINES } from '../lib/controlCharacters'
import { notText } from './textFields'

/**
 * Free text SPEC gives no length to: a description, an excerpt or notes (`short`, LIMITS.shortText)
 * or what someone writes at length, lyrics, a comment or a message (`long`, LIMITS.longText).
 * Without a bound, a megabyte of text sent once was stored and shown on every page that lists it.
 * The length is checked first, in characters (characterCount), then the field's own validate (or
 * Payload's, without its count of UTF-16 units), then control characters other than tabs and line breaks.
 */
export function freeTextField(field: Omit<TextareaField, 'type' | 'maxLength'>, size: 'short' | 'long'): TextareaField {
  const maxLength = size === 'short' ? LIMITS.shortText : LIMITS.longText
  const validate: TextareaFieldValidation = (value, options) => {
    if (notText(value)) return 'This field must be text.'
    if (typeof value === 'string' && characterCount(value) > maxLength) return `This text must be at most ${maxLength} characters.`
    const own = (field.validate ?? textarea)(value, { ...options, maxLength: undefined })
    if (own !== true) return own
    // Tabs and line breaks are kept; other control characters show as nothing (or as boxes).
    return typeof value === 'string' && CONTROL_CHARACTER_IN_LINES.test(value) ? 'This text must not contain control characters.' : true
  }
  // An optional one left blank is no text at all (required ones say so in their own words).
  const hooks = field.required ? field.hooks : { ...field.hooks, beforeValidate: [blankAsNull, ...(field.hooks?.beforeValidate ?? [])] }
  return { ...field, type: 'textarea', maxLength, validate, hooks }
}
