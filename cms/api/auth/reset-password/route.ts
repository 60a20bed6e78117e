import { resetPasswordSchema } from '@cms/schemas/auth'
import { route } from '../../handler'
import { HttpError, parseBody } from '../../http'
import { signIn } from '../session'

const EXPIRED = 'This reset link is invalid, already used or expired. Please request a new one.'

/**
 * POST /api/auth/reset-password `{ token, password }`: sets the new password (Payload's
 * resetPassword: the token works once, within the hour) and signs in with it.
 */
export const POST = route(async ({ request, req }) => {
  const { token, password } = await parseBody(request, resetPasswordSchema)
  let email: string
  try {
    const result = await req.payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true, req })
    email = result.user.email as string
  } catch (error) {
    // Payload answers an unknown, used or expired token alike (403).
    if ((error as { status?: number }).status === 403) throw new HttpError(400, EXPIRED)
    throw error
  }
  return signIn(req, { email, password })
})
