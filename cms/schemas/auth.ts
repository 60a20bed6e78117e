import { z } from 'zod'
import { LIMITS } from '../constants'

const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email('Please enter a valid email address'))

/** POST /api/auth/login and the sign-in form. */
export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password'),
})

const optionalName = (label: string) =>
  z.string().trim().max(LIMITS.name, `${label} must be at most ${LIMITS.name} characters`).optional()

/** POST /api/auth/register and the create-account form. */
export const registerSchema = z.object({
  email,
  password: z
    .string({ error: `Password must be at least ${LIMITS.passwordMin} characters` })
    .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`),
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
})
