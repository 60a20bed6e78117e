import type { Payload, TypedJobs } from 'payload'

type Task = keyof TypedJobs['tasks']

type Queued<T extends Task> = { task: T; queue: string; input: TypedJobs['tasks'][T]['input']; waitUntil?: Date }

/**
 * Queues `task` unless one is already waiting for the runner. A job that is running does not
 * count: one whose runner died mid-run (it stays `processing` for good) never blocks the next.
 * A job for a moment (`waitUntil`) counts only while its moment is ahead: one whose moment has
 * come is the runner's now, and the next is queued beside it. Otherwise, with a period as short
 * as the tick that queues (a backup a minute, JOBS_CRON every minute), the tick at a period's
 * start found that period's job still waiting and queued none, and the next tick queued the
 * period after its own: every other period was skipped.
 * Only the runner-lock holder calls this, once at a time (jobs/index.ts `queueDue`).
 */
export async function keepOneQueued<T extends Task>(payload: Payload, { task, queue, input, waitUntil }: Queued<T>): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      taskSlug: { equals: task },
      completedAt: { exists: false },
      processing: { equals: false },
      hasError: { not_equals: true },
      ...(waitUntil && { waitUntil: { greater_than: new Date().toISOString() } }),
    },
  })
  if (totalDocs === 0) await payload.jobs.queue({ task, input, queue, waitUntil } as Parameters<typeof payload.jobs.queue>[0])
}
