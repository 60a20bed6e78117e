import type { PayloadRequest } from 'payload'
import { consumeRateLimit } from '../lib/rateLimit/consume'

/**
 * Whether this run of job `id` is its first. Payload's runByID marks a job as processing without
 * asking whether another run already did, so an instance running its just-queued job and the job
 * runner's cron may both start it; one atomic counter lets only the first go on.
 */
export async function firstRunOf(req: PayloadRequest, id: number | string): Promise<boolean> {
  return (await consumeRateLimit(req, `job-run:${id}`, { count: 1, seconds: 24 * 60 * 60 })).allowed
}
