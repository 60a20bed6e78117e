import crypto from 'node:crypto'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stopServer } from '../scripts/spawnServer'
import { BACKUP_SCHEDULE_PORT } from '../testing/fixtures'
import { freshDatabase, type FreshDatabase } from '../testing/freshDatabase'
import { deploymentEnv, startInstance } from '../testing/servers'

/**
 * BACKUP_CRON with two instances on one PostgreSQL database and one BACKUP_DIR: only the job
 * runner (runnerLock.ts) backs up, once per period, and the oldest beyond BACKUP_KEEP go. The
 * embedded database serves one process (its lock file), so two instances cannot share one: there
 * the drill (scripts/backup/backup.int.test.ts) covers scheduled backups of the one instance.
 */

/** The start of the period an archive is named after (scripts/backup/schedule.ts), in ms. */
const periodOf = (name: string) => Date.parse(name.replace(/^machine-soul-scheduled-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3}Z)\.tar\.gz$/, '$1:$2:$3.$4'))

const KEEP = 2
const PERIODS = KEEP + 2

describe.skipIf(!process.env.DATABASE_URL)('scheduled backups with two instances on one PostgreSQL database (skipped without DATABASE_URL: the embedded one serves one process)', () => {
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-scheduled-test-'))
  const servers: ChildProcess[] = []
  const logs: string[] = []
  let database: FreshDatabase

  beforeAll(async () => {
    database = await freshDatabase(process.env.DATABASE_URL)
    const env = deploymentEnv(database, {
      REDIS_KEY_PREFIX: `machine-soul-scheduled-test-${crypto.randomUUID()}:`,
      // A backup every two seconds, looked for as often by both instances (a period as short as
      // the tick: the case that once skipped every other period), the newest two kept.
      JOBS_CRON: '*/2 * * * * *',
      BACKUP_CRON: '*/2 * * * * *',
      BACKUP_KEEP: String(KEEP),
      BACKUP_DIR: backups,
    })
    // One after the other: the first applies the migrations and seeds, the second finds them done.
    for (const [index, port] of [BACKUP_SCHEDULE_PORT, BACKUP_SCHEDULE_PORT + 1].entries()) {
      const { server } = await startInstance(port, env, 'pipe')
      logs[index] = ''
      server.stdout!.on('data', (chunk: Buffer) => {
        logs[index] += chunk.toString()
        process.stdout.write(chunk)
      })
      servers.push(server)
    }
  }, 240_000)

  afterAll(async () => {
    await Promise.all(servers.map(stopServer))
    await database?.drop()
    fs.rmSync(backups, { recursive: true, force: true })
  }, 60_000)

  it('writes one backup per period, on one instance only, and keeps the newest BACKUP_KEEP', async () => {
    const archives = () =>
      fs
        .readdirSync(backups)
        .filter((name) => name.endsWith('.tar.gz'))
        .sort()
    const seen = new Set<string>()
    let kept: string[] = []
    // Until PERIODS periods' backups were seen and the oldest beyond KEEP went (a moment may show one more).
    await expect
      .poll(
        () => {
          kept = archives()
          for (const name of kept) seen.add(name)
          return seen.size >= PERIODS && kept.length <= KEEP
        },
        { timeout: 90_000, interval: 250 },
      )
      .toBe(true)
    expect(kept).not.toContain([...seen].sort()[0])

    // Each run logs the archive it wrote: every period's once, all by the same instance. The file
    // is in the folder a moment before its line is in the log: wait for the lines of those seen.
    const written = () => logs.map((log) => [...log.matchAll(/Scheduled backup written: .*?(machine-soul-scheduled-[\w-]+\.tar\.gz)/g)].map((match) => match[1]!))
    await expect.poll(() => [...seen].every((name) => written().flat().includes(name)), { timeout: 10_000, interval: 100 }).toBe(true)
    const runs = written()
    const all = runs.flat()
    expect(all, JSON.stringify(runs)).toHaveLength(new Set(all).size)
    for (const name of seen) expect(all).toContain(name)
    expect(runs.filter((written) => written.length > 0)).toHaveLength(1)
    // No period skipped: each backup's period starts two seconds after the one before.
    const periods = [...seen].sort().map(periodOf)
    expect(periods.slice(1).map((period, index) => period - periods[index]!)).toEqual(periods.slice(1).map(() => 2_000))
  }, 120_000)
})
