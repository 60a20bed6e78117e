import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase, onServer, type FreshDatabase } from '../testing/freshDatabase'
import { holdsRunnerLock, runnerName } from './runnerLock'

/** The lock's connections of this process, as PostgreSQL lists them. */
const runnerConnections = (url: string) =>
  onServer(url, async (client) => (await client.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [runnerName()])).rows.length)

describe.skipIf(!process.env.DATABASE_URL)('the job runner lock (skipped without DATABASE_URL: the embedded database has no other instance)', () => {
  let database: FreshDatabase
  let url: string
  const warnings: string[] = []
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`)

  beforeAll(async () => {
    database = await freshDatabase(process.env.DATABASE_URL)
    url = database.env.DATABASE_URL!
    process.on('warning', onWarning)
  })

  afterAll(async () => {
    process.off('warning', onWarning)
    // Ending the lock's connection from outside is also how a runner that died lets go of it.
    await onServer(url, (client) => client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [runnerName()]))
    await database.drop()
  })

  it('answers every queue asking at the same tick alike, on one connection, one question at a time', async () => {
    // Payload's crons for the queues fire together: the first ask opens the connection, later ones check it.
    for (let tick = 0; tick < 3; tick++) {
      expect(await Promise.all(Array.from({ length: 4 }, () => holdsRunnerLock(url)))).toEqual([true, true, true, true])
    }
    expect(await runnerConnections(url)).toBe(1)
    // pg warns of a query sent while another runs on the same client (and refuses it from 9.0 on).
    await new Promise((resolve) => setImmediate(resolve))
    expect(warnings.filter((warning) => warning.startsWith('DeprecationWarning'))).toEqual([])
  })
})
