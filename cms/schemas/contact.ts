import { z } from 'zod'
import { LIMITS } from '../constants'
import { isBlank } from '../lib/blank'
import { CONTROL_CHARACTER, CONTROL_CHARACTER_IN_LINES, onOneLine } from '../lib/controlCharacters'
import { EMAIL_TYPE_ERROR, emailAddressSchema } from './email'

/**
 * A trimmed text of `min` to `max` characters, its messages naming the field, with no control
 * characters: none in a name or a subject (`oneLine`: its line breaks become spaces first, as in
 * every name and title), none but tabs and line breaks in a message. They show as nothing, and
 * went on into the e-mail to the collective.
 */
function textOfLength(label: string, min: number, max: number, oneLine: boolean) {
  const tooShort = `${label} must be at least ${min} characters`
  const control = oneLine ? CONTROL_CHARACTER : CONTROL_CHARACTER_IN_LINES
  const text = z
    .string({ error: tooShort })
    .trim()
    .min(min, { error: tooShort, abort: true })
    // Zero-width characters alone show nothing: as short as no text at all.
    .refine((value) => !isBlank(value), tooShort)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !control.test(value), `${label} must not contain control characters`)
  return oneLine ? z.preprocess((value) => (typeof value === 'string' ? onOneLine(value) : value), text) : text
}

export const contactNameSchema = textOfLength('Name', LIMITS.contactNameMin, LIMITS.name, true)
export const contactEmailSchema = z
  .string(EMAIL_TYPE_ERROR)
  .trim()
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(emailAddressSchema)
export const contactSubjectSchema = textOfLength('Subject', LIMITS.contactSubjectMin, LIMITS.title, true)
export const contactMessageSchema = textOfLength('Message', LIMITS.contactMessageMin, LIMITS.longText, false)

/** POST /api/contact and the /contact form. */
export const contactSchema = z.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  subject: contactSubjectSchema,
  message: contactMessageSchema,
})
export type ContactInput = z.infer<typeof contactSchema>
