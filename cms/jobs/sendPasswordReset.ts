import type { TaskConfig } from 'payload'
import { addressKey } from '../lib/rateLimit/addressKey'
import { consumeRateLimit } from '../lib/rateLimit/consume'
import { allowanceFor } from '../lib/rateLimit/limits'
import { sendOnce } from './runOnce'

/**
 * Sends the reset link of a forgot-password request (collections/Users/passwordReset.ts) after its
 * answer: Payload's forgotPassword, which e-mails a known account and does nothing for an unknown
 * e-mail, run here so that neither the account's write nor the mail server shows in the answer.
 */
export const sendPasswordReset: TaskConfig<{ input: { email: string }; output: object }> = {
  slug: 'sendPasswordReset',
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  retries: 2,
  handler: async ({ input, job, req }) => {
    await sendOnce(req, job.id, async () => {
      // Counted whether or not an account uses the address: beyond its allowance nothing is sent,
      // so requests from many clients, each within its own limit, cannot flood one inbox (and each
      // new link ends the one before it).
      const key = addressKey('reset-address', req.payload.secret, input.email)
      if (!(await consumeRateLimit(req, key, allowanceFor('resetAddress'))).allowed) return
      await req.payload.forgotPassword({ collection: 'users', data: { email: input.email }, req })
    })
    return { output: {} }
  },
}
