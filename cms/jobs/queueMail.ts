import type { PayloadRequest, TypedJobs } from 'payload'

/** The queue of e-mails; the cron runner (jobs/index.ts) serves it too. */
export const MAIL_QUEUE = 'mail'

type MailTask = 'sendPasswordReset' | 'noticeSignInBurst'

/**
 * Queues an e-mail job and runs it on this instance as soon as the current answer is on its way,
 * so the e-mail goes out in seconds and the answer never waits on the mail server; if this run
 * fails or the instance stops, the job runner's next cron run sends it. Each task sends at most
 * once (jobs/runOnce.ts), as two instances may both run it.
 */
export async function queueMail<T extends MailTask>(req: PayloadRequest, task: T, input: TypedJobs['tasks'][T]['input']): Promise<void> {
  const { payload } = req
  const job = await payload.jobs.queue({ task, input, queue: MAIL_QUEUE, req } as Parameters<typeof payload.jobs.queue>[0])
  setImmediate(() => {
    payload.jobs.runByID({ id: job.id, silent: true }).catch((error: unknown) => {
      payload.logger.error({ msg: `Mail job ${job.id} (${task}) waits for the job runner: ${(error as Error).message}` })
    })
  })
}
