import type { TaskConfig, Where } from 'payload'

/**
 * Deletes addresses whose confirmation link expired unused (7 days, cms/newsletter/tokens.ts):
 * an address nobody confirmed is not kept. Hourly (cms/jobs/index.ts).
 */
export const pruneSubscribers: TaskConfig<{ input: object; output: object }> = {
  slug: 'pruneSubscribers',
  retries: 2,
  handler: async ({ req }) => {
    const where: Where = { and: [{ status: { equals: 'pending' } }, { confirmTokenExpiresAt: { less_than_equal: new Date().toISOString() } }] }
    await req.payload.db.deleteMany({ collection: 'subscribers', where, req })
    return { output: {} }
  },
}
