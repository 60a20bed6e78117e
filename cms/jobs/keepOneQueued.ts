import type { Payload, TypedJobs } from 'payload'

type Task = keyof TypedJobs['tasks']

type Queued<T extends Task> = { task: T; queue: string; input: TypedJobs['tasks'][T]['input']; waitUntil?: Date }

/**
 * Queues `task` unless one is already waiting for the runner. A job that is running does not
 * count: one whose runner died mid-run (it stays `processing` for good) never blocks the next.
 * Only the runner-lock holder calls this, once at a time (jobs/index.ts `queueDue`).
 */
export async function keepOneQueued<T extends Task>(payload: Payload, { task, queue, input, waitUntil }: Queued<T>): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: task }, completedAt: { exists: false }, processing: { equals: false }, hasError: { not_equals: true } },
  })
  if (totalDocs === 0) await payload.jobs.queue({ task, input, queue, waitUntil } as Parameters<typeof payload.jobs.queue>[0])
}
