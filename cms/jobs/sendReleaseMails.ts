import type { TaskConfig } from 'payload'
import { sendReleases } from '../newsletter/release/sendReleases'

/** The queue of release e-mails; the job runner (jobs/index.ts) serves it. */
export const NEWSLETTER_QUEUE = 'newsletter'

/**
 * Sends the release e-mails of what was released: at an album's scheduled moment with nobody
 * acting, or once an admin publishes it with a date now or past. Each delivery is claimed once
 * (cms/newsletter/release/deliveries.ts), so this task may run again, or twice at once, safely.
 */
export const sendReleaseMails: TaskConfig<{ input: object; output: { handled: number } }> = {
  slug: 'sendReleaseMails',
  retries: 0,
  handler: async ({ req }) => ({ output: { handled: await sendReleases(req.payload) } }),
}
