import type { EmailField, EmailFieldValidation } from 'payload'
import { email } from 'payload/shared'
import { LIMITS } from '../constants'

const TOO_LONG = `Email must be at most ${LIMITS.email} characters`

/**
 * Payload's own e-mail check (required, format), then SPEC §9's length. Payload sets no length
 * for an auth collection's e-mail, and its unique index cannot hold a value of a few kilobytes:
 * PostgreSQL refuses the row with an error of its own, which reached GraphQL's createUser and
 * updateUser as a 500.
 */
const emailWithinLimit: EmailFieldValidation = (value, options) =>
  typeof value === 'string' && value.trim().length > LIMITS.email ? TOO_LONG : email(value, options)

/** Merged by Payload into the e-mail field it gives every auth collection: only the validation changes. */
export const authEmailField: EmailField = { name: 'email', type: 'email', validate: emailWithinLimit }
