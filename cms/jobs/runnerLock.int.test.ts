import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase, onServer, type FreshDatabase } from '../testing/freshDatabase'
import { holdsRunnerLock, RUNNER_LOCK_TIMEOUT_MS, runnerName } from './runnerLock'

/** The lock's connections of this process, as PostgreSQL lists them. */
const runnerConnections = (url: string) =>
  onServer(url, async (client) => (await client.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [runnerName()])).rows.length)

/**
 * A TCP relay to `target` on loopback that can go quiet: frozen, it forwards nothing either way
 * and answers no new connection, as a link whose far end vanished without a word.
 */
async function quietLink(target: URL) {
  let frozen = false
  const sockets = new Set<net.Socket>()
  const server = net.createServer((near) => {
    sockets.add(near)
    if (frozen) return void near.pause()
    const far = net.connect(Number(target.port), target.hostname)
    sockets.add(far)
    near.pipe(far).on('error', () => near.destroy())
    far.pipe(near).on('error', () => far.destroy())
    near.on('close', () => far.destroy())
    far.on('close', () => near.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = new URL(target)
  url.port = String((server.address() as net.AddressInfo).port)
  return {
    url: url.toString(),
    freeze: () => {
      frozen = true
      for (const socket of sockets) socket.pause()
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

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

  it('gives the lock up when its connection goes quiet, rather than leave every queue waiting on it', async () => {
    // The lock taken afresh, through a link that will go quiet.
    await onServer(url, (client) => client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [runnerName()]))
    const link = await quietLink(new URL(url))
    try {
      await expect.poll(() => holdsRunnerLock(link.url), { timeout: 10_000 }).toBe(true)
      link.freeze()
      // Without a bound it would wait until TCP gives up, many minutes; with one, it waits once for
      // the check of the lock's connection and once for a new connection, then answers.
      expect(await holdsRunnerLock(link.url)).toBe(false)
    } finally {
      await link.close()
    }
  }, 3 * RUNNER_LOCK_TIMEOUT_MS)
})
