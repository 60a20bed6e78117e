import { registerSchema } from '../../schemas/auth'
import { route } from '../handler'
import { HttpError, parseBody } from '../http'
import { signIn } from './session'

/** POST /api/auth/register `{ email, password, firstName?, lastName? }`: a new user, signed in. */
export const POST = route(async ({ request, req }) => {
  const data = await parseBody(request, registerSchema)
  const taken = await req.payload.count({ collection: 'users', where: { email: { equals: data.email } }, req })
  if (taken.totalDocs > 0) throw new HttpError(409, 'An account with this email already exists. Please sign in instead.')
  // role is typed as required; for a signed-out caller the field's access keeps its default anyway.
  await req.payload.create({ collection: 'users', data: { ...data, role: 'user' }, req, overrideAccess: false })
  return signIn(req, data)
})
