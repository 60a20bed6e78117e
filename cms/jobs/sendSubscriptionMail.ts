import type { TaskConfig } from 'payload'
import { mailSubscriber } from '../newsletter/subscriptions'
import { sendOnce } from './runOnce'

/**
 * The mail a subscribe request sends (cms/newsletter/subscriptions.ts): the confirmation link of a
 * pending address, or the way to its settings for one already subscribed. Queued, so that neither
 * the mail server's speed nor its failures show in the answer, and a failed send is tried again.
 */
export const sendSubscriptionMail: TaskConfig<{ input: { subscriberId: number }; output: object }> = {
  slug: 'sendSubscriptionMail',
  inputSchema: [{ name: 'subscriberId', type: 'number', required: true }],
  retries: 2,
  handler: async ({ input, job, req }) => {
    await sendOnce(req, job.id, () => mailSubscriber(req, input.subscriberId))
    return { output: {} }
  },
}
