import { ValidationError, type EmailField, type EmailFieldValidation, type FieldHook } from 'payload'
import { email } from 'payload/shared'
import { isAdminField } from '../access/isAdmin'
import { LIMITS } from '../constants'
import { characterCount } from '../lib/characterCount'
import { notTextMessage } from '../schemas/field'
import { notText } from './textFields'

const TOO_LONG = `Email must be at most ${LIMITS.email} characters`

/**
 * Payload's own e-mail check (required, format), then SPEC §9's length. Payload sets no length
 * for an auth collection's e-mail, and its unique index cannot hold a value of a few kilobytes:
 * PostgreSQL refuses the row with an error of its own, which reached GraphQL's createUser and
 * updateUser as a 500.
 */
const emailWithinLimit: EmailFieldValidation = (value, options) =>
  typeof value === 'string' && characterCount(value.trim()) > LIMITS.email ? TOO_LONG : email(value, options)

/**
 * Payload's own hook lower-cases the address before any validation runs, and failed on a list or
 * a number with a 500: such a value is refused before it.
 */
const refuseNonText: FieldHook = ({ value, collection }) => {
  if (notText(value)) throw new ValidationError({ collection: collection?.slug, errors: [{ path: 'email', message: notTextMessage('Email') }] })
  return value
}

/**
 * Merged by Payload into the e-mail field it gives every auth collection: its checks, and who may
 * change an address once the account exists. Only an admin: a user changing their own would learn
 * from the uniqueness check which addresses have accounts (sign-up, the one other place that
 * tells, is rate-limited), and a stolen session could move the account to the thief's mailbox,
 * then reset its password. A user's write that names an e-mail leaves it as it was.
 */
export const authEmailField: EmailField = {
  name: 'email',
  type: 'email',
  validate: emailWithinLimit,
  hooks: { beforeValidate: [refuseNonText] },
  access: { update: isAdminField },
}
