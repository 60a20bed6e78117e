import type { PayloadRequest } from 'payload'
import { consumeRateLimit } from '../lib/rateLimit/consume'

const DAY_SECONDS = 24 * 60 * 60

/**
 * Sends what job `id` sends unless another run of it has or is doing so. Payload's runByID marks
 * a job as processing without asking whether another run already did, so an instance running its
 * just-queued job and the job runner's cron may both start it; one atomic claim lets only the
 * first go on. A send that fails gives the claim back, so the job's retry sends it.
 */
export async function sendOnce(req: PayloadRequest, id: number | string, send: () => Promise<void>): Promise<void> {
  const key = `job-run:${id}`
  if (!(await consumeRateLimit(req, key, { count: 1, seconds: DAY_SECONDS })).allowed) return
  try {
    await send()
  } catch (error) {
    await req.payload.db.deleteMany({ collection: 'rate-limits', where: { key: { equals: key } }, req })
    throw error
  }
}
