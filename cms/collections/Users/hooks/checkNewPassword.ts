import { APIError, ValidationError, type CollectionBeforeOperationHook } from 'payload'
import { userIsAdmin } from '@cms/access/roles'
import { newPassword } from '@cms/schemas/auth'
import { validateWith } from '@cms/schemas/field'

const SETS_PASSWORD = new Set(['create', 'update', 'resetPassword'])
const passwordProblem = validateWith(newPassword)

const OWN_PASSWORD = 'A password is changed through "Forgot password?" on the sign-in page, which sends a link to the account\'s e-mail.'

/**
 * A password set through any way in (the /api rows, GraphQL's createUser and updateUser, Payload's
 * REST and its admin, scripts) meets the rule the sign-up form states. Payload's own check only
 * asks for some text: "abc" was taken through GraphQL, and a number was answered 200 while the
 * password stayed as it was.
 */
export const checkNewPassword: CollectionBeforeOperationHook = ({ args, operation, collection, req }) => {
  const data = (args as { data?: { password?: unknown } }).data
  // No password, or an empty one, leaves the password as it is (Payload's update skips it).
  if (!SETS_PASSWORD.has(operation) || data?.password === undefined || data.password === null || data.password === '') return args
  // A session alone does not change its account's password, as it does not change its e-mail: a
  // stolen one would lock the owner out. The owner uses the reset link sent to their mailbox.
  if (operation === 'update' && req.user && !userIsAdmin(req.user)) throw new APIError(OWN_PASSWORD, 403, null, true)
  const problem = passwordProblem(data.password)
  if (problem !== true) throw new ValidationError({ collection: collection.slug, errors: [{ path: 'password', message: problem }] })
  return args
}
