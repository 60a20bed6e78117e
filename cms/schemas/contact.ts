import { z } from 'zod'
import { LIMITS } from '../constants'
import { isBlank } from '../lib/blank'
import { EMAIL_TYPE_ERROR, emailAddressSchema } from './email'

/** A trimmed text of at least `min` characters (and at most `max`), its messages naming the field. */
function textOfLength(label: string, min: number, max?: number) {
  const tooShort = `${label} must be at least ${min} characters`
  // Zero-width characters alone show nothing: as short as no text at all.
  const text = z.string({ error: tooShort }).trim().min(min, { error: tooShort, abort: true }).refine((value) => !isBlank(value), tooShort)
  return max === undefined ? text : text.max(max, `${label} must be at most ${max} characters`)
}

export const contactNameSchema = textOfLength('Name', LIMITS.contactNameMin, LIMITS.name)
export const contactEmailSchema = z
  .string(EMAIL_TYPE_ERROR)
  .trim()
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(emailAddressSchema)
export const contactSubjectSchema = textOfLength('Subject', LIMITS.contactSubjectMin, LIMITS.title)
export const contactMessageSchema = textOfLength('Message', LIMITS.contactMessageMin, LIMITS.longText)

/** POST /api/contact and the /contact form. */
export const contactSchema = z.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  subject: contactSubjectSchema,
  message: contactMessageSchema,
})
export type ContactInput = z.infer<typeof contactSchema>
