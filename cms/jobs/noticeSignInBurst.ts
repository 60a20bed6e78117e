import type { TaskConfig } from 'payload'
import { signInBurstHtml, signInBurstSubject } from '../collections/Users/signInBurstEmail'
import { sendOnce } from './runOnce'

/** Tells an account's owner of a burst of failed sign-ins (collections/Users/hooks/guardSignIn.ts). */
export const noticeSignInBurst: TaskConfig<{ input: { userId: number; addresses: number }; output: object }> = {
  slug: 'noticeSignInBurst',
  inputSchema: [
    { name: 'userId', type: 'number', required: true },
    { name: 'addresses', type: 'number', required: true },
  ],
  retries: 2,
  handler: async ({ input, job, req }) => {
    await sendOnce(req, job.id, async () => {
      const user = await req.payload.findByID({ collection: 'users', id: input.userId, depth: 0, req, disableErrors: true })
      if (!user) return
      const { email } = req.payload
      await email.sendEmail({
        from: `"${email.defaultFromName}" <${email.defaultFromAddress}>`,
        to: user.email,
        subject: signInBurstSubject(),
        html: signInBurstHtml({ email: user.email, addresses: input.addresses }),
      })
    })
    return { output: {} }
  },
}
