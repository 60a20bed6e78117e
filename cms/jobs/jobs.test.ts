import { describe, expect, it } from 'vitest'
import { jobs, nextHour } from '.'

describe('jobs', () => {
  it('the prune job waits for the start of the next hour', () => {
    expect(nextHour(new Date('2026-11-23T17:46:20.123Z')).toISOString()).toBe('2026-11-23T18:00:00.000Z')
    expect(nextHour(new Date('2026-11-23T23:00:00.000Z')).toISOString()).toBe('2026-11-24T00:00:00.000Z')
  })

  it('each instance asks every minute unless JOBS_CRON says otherwise', () => {
    expect(jobs({}).autoRun).toEqual(['maintenance', 'mail', 'newsletter'].map((queue) => expect.objectContaining({ cron: '* * * * *', queue })))
    expect(jobs({ JOBS_CRON: '*/5 * * * * *' }).autoRun).toEqual(Array.from({ length: 3 }, () => expect.objectContaining({ cron: '*/5 * * * * *' })))
  })

  it('asks for scheduled backups only with BACKUP_CRON', () => {
    expect(jobs({ BACKUP_CRON: '0 3 * * *' }).autoRun).toContainEqual(expect.objectContaining({ cron: '* * * * *', queue: 'backups' }))
    expect(jobs({}).tasks?.map((task) => task.slug)).toContain('scheduledBackup')
  })
})
