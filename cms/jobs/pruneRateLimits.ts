import type { TaskConfig } from 'payload'

/**
 * Removes rate-limit counters whose window has ended: the next hit on such a key starts a new
 * window anyway (cms/lib/rateLimit/consume.ts), so they only take room. Hourly (cms/jobs/index.ts).
 */
export const pruneRateLimits: TaskConfig<{ input: object; output: object }> = {
  slug: 'pruneRateLimits',
  retries: 2,
  handler: async ({ req }) => {
    await req.payload.db.deleteMany({ collection: 'rate-limits', where: { resetAt: { less_than_equal: new Date().toISOString() } }, req })
    return { output: {} }
  },
}
