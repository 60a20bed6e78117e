import type { JobsConfig, Payload, PayloadRequest } from 'payload'
import { userIsAdmin } from '../access/roles'
import { noticeSignInBurst } from './noticeSignInBurst'
import { pruneRateLimits } from './pruneRateLimits'
import { pruneSubscribers } from './pruneSubscribers'
import { keepOneQueued } from './keepOneQueued'
import { MAIL_QUEUE } from './queueMail'
import { sendPasswordReset } from './sendPasswordReset'
import { NEWSLETTER_QUEUE, sendReleaseMails } from './sendReleaseMails'
import { holdsRunnerLock } from './runnerLock'
import { BACKUP_QUEUE, queueBackupWhenDue, scheduledBackup } from './scheduledBackup'

const QUEUE = 'maintenance'

const adminOnly = ({ req }: { req: PayloadRequest }) => userIsAdmin(req.user)

/** The start of the next hour. */
export function nextHour(now = new Date()): Date {
  const next = new Date(now)
  next.setUTCMinutes(60, 0, 0)
  return next
}

const HOURLY = ['pruneRateLimits', 'pruneSubscribers'] as const

/**
 * Keeps one job of each hourly task waiting for the next hour. Done here rather than with
 * Payload's `schedule`, which would add a stats global and, with it, the document-locks tables
 * this project dropped.
 */
async function queueHourly(payload: Payload): Promise<void> {
  for (const task of HOURLY) await keepOneQueued(payload, { task, input: {}, queue: QUEUE, waitUntil: nextHour() })
}

let queueing: Promise<void> | null = null

/**
 * Queues what is due, once at a time: every queue's cron asks shouldAutoRun at the same tick, and
 * each asking apart would find no job waiting and queue one (three backups of one period).
 */
function queueDue(payload: Payload, env: Record<string, string | undefined>): Promise<void> {
  queueing ??= (async () => {
    await queueHourly(payload)
    await keepOneQueued(payload, { task: 'sendReleaseMails', input: {}, queue: NEWSLETTER_QUEUE })
    await queueBackupWhenDue(payload, env)
  })().finally(() => {
    queueing = null
  })
  return queueing
}

/**
 * Background jobs run on exactly one instance at a time: the holder of the runner lock
 * (runnerLock.ts), which alone also queues them. Every instance asks every JOBS_CRON (croner
 * syntax, seconds allowed; default every minute), so a runner that dies is replaced within one.
 * Payload starts these crons with an instance's first request (createPayloadRequest asks for
 * them); behind a balancer, health checks make that at once.
 */
export function jobs(env: Record<string, string | undefined> = process.env): JobsConfig {
  const cron = env.JOBS_CRON || '* * * * *'
  return {
    tasks: [pruneRateLimits, pruneSubscribers, sendPasswordReset, noticeSignInBurst, scheduledBackup, sendReleaseMails],
    // Payload lets any signed-in user queue, run and cancel jobs by default.
    access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
    // E-mails are run by the instance that queued them at once; the cron sends any left behind.
    autoRun: [
      { cron, queue: QUEUE },
      { cron, queue: MAIL_QUEUE },
      // Release e-mails: an album released since the last ask is announced within one period.
      { cron, queue: NEWSLETTER_QUEUE },
      // BACKUP_CRON's backups (scheduledBackup.ts): due at most once a period, asked for as often as the rest.
      ...(env.BACKUP_CRON ? [{ cron, queue: BACKUP_QUEUE }] : []),
    ],
    shouldAutoRun: async (payload) => {
      if (!(await holdsRunnerLock())) return false
      await queueDue(payload, env)
      return true
    },
    deleteJobOnComplete: true,
    // Jobs are the server's business: nothing about them in the public GraphQL schema.
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({ ...defaultJobsCollection, graphQL: false }),
  }
}
