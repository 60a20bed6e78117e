import { forgotPasswordSchema } from '@cms/schemas/auth'
import { route } from '../../handler'
import { json, parseBody } from '../../http'

export const FORGOT_PASSWORD_ANSWER = 'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for one hour.'

/**
 * POST /api/auth/forgot-password `{ email }`: e-mails a reset link to a known account (Payload's
 * forgotPassword, rate-limited per address by the users collection). Known or not, the answer
 * is the same, so nobody learns which e-mails have accounts.
 */
export const POST = route(async ({ request, req }) => {
  const { email } = await parseBody(request, forgotPasswordSchema)
  await req.payload.forgotPassword({ collection: 'users', data: { email }, req })
  return json({ message: FORGOT_PASSWORD_ANSWER })
})
