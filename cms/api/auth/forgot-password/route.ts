import { requestPasswordReset } from '@cms/collections/Users/passwordReset'
import { forgotPasswordSchema } from '@cms/schemas/auth'
import { route } from '../../handler'
import { json, parseBody } from '../../http'

export const FORGOT_PASSWORD_ANSWER = 'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for one hour.'

/**
 * POST /api/auth/forgot-password `{ email }`: a reset link for a known account, e-mailed after the
 * answer (requestPasswordReset). Known or not, the answer is the same in body and time, so nobody
 * learns which e-mails have accounts.
 */
export const POST = route(async ({ request, req }) => {
  const { email } = await parseBody(request, forgotPasswordSchema)
  await requestPasswordReset(req, email)
  return json({ message: FORGOT_PASSWORD_ANSWER })
})
