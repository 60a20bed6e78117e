import { NEW_ACCOUNT_SIGN_IN } from '@cms/hooks/limitRate'
import { registerSchema } from '@cms/schemas/auth'
import { route } from '../../handler'
import { HttpError, parseBody, refusedField } from '../../http'
import { signIn } from '../session'

const TAKEN = 'An account with this email already exists. Please sign in instead.'

/**
 * POST /api/auth/register `{ email, password, firstName?, lastName? }`: a new user, signed in.
 * The collection's unique e-mail decides, also between two requests racing for one address.
 */
export const POST = route(async ({ request, req }) => {
  const data = await parseBody(request, registerSchema)
  try {
    // role is typed as required; for a signed-out caller the field's access keeps its default anyway.
    await req.payload.create({ collection: 'users', data: { ...data, role: 'user' }, req, overrideAccess: false })
  } catch (error) {
    if (refusedField(error, 'email')) throw new HttpError(409, TAKEN)
    throw error
  }
  req.context[NEW_ACCOUNT_SIGN_IN] = true
  return signIn(req, data)
})
