import { addDataAndFileToRequest, APIError, type Endpoint, type PayloadRequest } from 'payload'
import { forgotPasswordSchema } from '../../schemas/auth'
import { limitClient } from '../../hooks/limitRate'
import { queueMail } from '../../jobs/queueMail'

/**
 * A forgot-password request, as every way in takes it (the /api row, Payload's REST below, GraphQL's
 * forgotPasswordUser in payload.config): checked, rate-limited per client, and queued, whether or
 * not an account uses the e-mail. The account is looked at only by the job (jobs/sendPasswordReset),
 * after the answer: Payload's forgotPassword, run here, wrote the account's token and waited on the
 * mail server for a known e-mail alone, which its answer's time told. The hooks of the Users
 * collection cannot stop that write, so the three ways in call this instead of Payload's operation.
 */
export async function requestPasswordReset(req: PayloadRequest, email: unknown): Promise<void> {
  const parsed = forgotPasswordSchema.safeParse({ email })
  if (!parsed.success) throw new APIError(parsed.error.issues[0]!.message, 400, undefined, true)
  await limitClient(req, 'reset')
  // Always queued, so the answer takes the same time for every address; how many links one
  // address may be sent is the job's to count (jobs/sendPasswordReset).
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
