import { z } from 'zod'
import { LIMITS } from '../constants'
import { EMAIL_TYPE_ERROR, emailAddressSchema } from './email'
import { notTextMessage } from './field'

const email = z
  .string(EMAIL_TYPE_ERROR)
  .trim()
  .toLowerCase()
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(emailAddressSchema)

/** POST /api/auth/login and the sign-in form. */
export const loginSchema = z.object({
  email,
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
})

const optionalName = (label: string) =>
  z.string({ error: notTextMessage(label) }).trim().max(LIMITS.name, `${label} must be at most ${LIMITS.name} characters`).optional()

/**
 * A password someone chooses. Spaces only are refused: Payload's sign-in takes such a password for
 * none, so the account could never be signed into. Checked by the users collection on every way in.
 */
export const newPassword = z
  .string({ error: `Password must be at least ${LIMITS.passwordMin} characters` })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`)
  .refine((password) => password.trim() !== '', 'Password must not be only spaces')

/** POST /api/auth/register and the create-account form. */
export const registerSchema = z.object({
  email,
  password: newPassword,
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
})

/** POST /api/auth/forgot-password and the forgot-password form. */
export const forgotPasswordSchema = z.object({ email })

/** POST /api/auth/reset-password and the reset form (the token comes from the e-mailed link). */
export const resetPasswordSchema = z.object({
  token: z.string({ error: 'This reset link is incomplete. Please request a new one.' }).trim().min(1, 'This reset link is incomplete. Please request a new one.').max(256, 'This reset link is not valid. Please request a new one.'),
  password: newPassword,
})
