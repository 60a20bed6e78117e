import { z } from 'zod'
import { LIMITS } from '../constants'

export const contactNameSchema = z
  .string({ error: 'Name must be at least 2 characters' })
  .trim()
  .min(LIMITS.contactNameMin, `Name must be at least ${LIMITS.contactNameMin} characters`)
  .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`)
export const contactEmailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email('Please enter a valid email address'))
export const contactSubjectSchema = z
  .string({ error: 'Subject must be at least 5 characters' })
  .trim()
  .min(LIMITS.contactSubjectMin, `Subject must be at least ${LIMITS.contactSubjectMin} characters`)
  .max(LIMITS.title, `Subject must be at most ${LIMITS.title} characters`)
export const contactMessageSchema = z
  .string({ error: 'Message must be at least 10 characters' })
  .trim()
  .min(LIMITS.contactMessageMin, `Message must be at least ${LIMITS.contactMessageMin} characters`)

/** POST /api/contact and the /contact form. */
export const contactSchema = z.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  subject: contactSubjectSchema,
  message: contactMessageSchema,
})
export type ContactInput = z.infer<typeof contactSchema>
