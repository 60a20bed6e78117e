import { addDataAndFileToRequest, APIError, type Endpoint, type PayloadRequest } from 'payload'
import { forgotPasswordSchema } from '../../schemas/auth'
import { limitClient } from '../../hooks/limitRate'
import { queueMail } from '../../jobs/queueMail'
import { addressKey } from '../../lib/rateLimit/addressKey'
import { consumeRateLimit } from '../../lib/rateLimit/consume'
import { allowanceFor } from '../../lib/rateLimit/limits'

/**
 * A forgot-password request, as every way in takes it (the /api row, Payload's REST below, GraphQL's
 * forgotPasswordUser in payload.config): checked, rate-limited per client and per e-mail address, and queued, whether or
 * not an account uses the e-mail. The account is looked at only by the job (jobs/sendPasswordReset),
 * after the answer: Payload's forgotPassword, run here, wrote the account's token and waited on the
 * mail server for a known e-mail alone, which its answer's time told. The hooks of the Users
 * collection cannot stop that write, so the three ways in call this instead of Payload's operation.
 */
export async function requestPasswordReset(req: PayloadRequest, email: unknown): Promise<void> {
  const parsed = forgotPasswordSchema.safeParse({ email })
  if (!parsed.success) throw new APIError(parsed.error.issues[0]!.message, 400, undefined, true)
  await limitClient(req, 'reset')
  // Counted whether or not an account uses the address: beyond its allowance the answer is the
  // same and nothing is sent, so requests from many clients cannot flood one inbox (each new
  // link also ends the one before it).
  const address = await consumeRateLimit(req, addressKey('reset-address', req.payload.secret, parsed.data.email), allowanceFor('resetAddress'))
  if (!address.allowed) return
  await queueMail(req, 'sendPasswordReset', { email: parsed.data.email })
}

/** POST /cms-api/users/forgot-password (the admin's own screen): answered as Payload answers it. */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    await requestPasswordReset(req, (req.data as { email?: unknown } | undefined)?.email)
    return Response.json({ message: req.t('general:success') })
  },
}
