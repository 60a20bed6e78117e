import { Cron } from 'croner'
import type { Payload, TaskConfig } from 'payload'
import { writeScheduledBackup } from '../scripts/backup/schedule'
import { keepOneQueued } from './keepOneQueued'

export const BACKUP_QUEUE = 'backups'

/**
 * The backup of one BACKUP_CRON period (README "Backups"), run by the job runner alone. Its
 * archive is named after the period, so a second run of it (a retry, a runner that took over)
 * finds it made and writes none.
 */
export const scheduledBackup: TaskConfig<{ input: { period: string }; output: { archive: string } }> = {
  slug: 'scheduledBackup',
  inputSchema: [{ name: 'period', type: 'text', required: true }],
  outputSchema: [{ name: 'archive', type: 'text' }],
  retries: 2,
  handler: async ({ input, req }) => {
    const archive = await writeScheduledBackup(req.payload.config, input.period)
    req.payload.logger.info({ msg: `Scheduled backup written: ${archive}` })
    return { output: { archive } }
  },
}

/** With BACKUP_CRON, keeps one backup job waiting for the next period's start. */
export async function queueBackupWhenDue(payload: Payload, env: Record<string, string | undefined> = process.env): Promise<void> {
  if (!env.BACKUP_CRON) return
  const next = new Cron(env.BACKUP_CRON, { paused: true }).nextRun()
  if (next) await keepOneQueued(payload, { task: 'scheduledBackup', input: { period: next.toISOString() }, queue: BACKUP_QUEUE, waitUntil: next })
}
