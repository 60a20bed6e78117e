import pg from 'pg'

/** Key of the PostgreSQL advisory lock whose holder is the one instance that runs jobs. */
export const RUNNER_LOCK_KEY = 7_368_263_111_697

/** What the runner's connection calls itself, so that operators (and the tests) can see who holds it. */
export const runnerName = () => `machine-soul job runner ${process.pid}`

/**
 * How long the lock's connection may take to answer before it is given up (the lock with it). A
 * link that went quiet would otherwise hold the shared question, and with it every queue of this
 * instance, until TCP gives up, many minutes later.
 */
export const RUNNER_LOCK_TIMEOUT_MS = 10_000

let holder: pg.Client | null = null
/** The question being asked now, which callers meanwhile share. */
let asking: Promise<boolean> | null = null

async function release(client: pg.Client): Promise<void> {
  if (holder === client) holder = null
  await client.end().catch(() => undefined)
}

/**
 * Whether this process is the job runner. Payload 3.x's queue does not lock across instances, so
 * on PostgreSQL the runner is whoever holds a session-level advisory lock on a connection of its
 * own. PostgreSQL releases it when that connection ends, e.g. when the process is killed, and the
 * next instance to ask takes it over. The embedded database serves one process only (its lock
 * file): that process is the runner.
 */
export function holdsRunnerLock(databaseUrl = process.env.DATABASE_URL): Promise<boolean> {
  if (!databaseUrl) return Promise.resolve(true)
  // Every queue's cron asks at the same tick, and they share one answer. Asked apart, each first
  // ask opened a connection of its own and all but one were refused the lock (their queues waited
  // a tick), and later asks overlapped on the lock's connection, which pg refuses from 9.0 on.
  asking ??= askForRunnerLock(databaseUrl).finally(() => {
    asking = null
  })
  return asking
}

async function askForRunnerLock(databaseUrl: string): Promise<boolean> {
  if (holder) {
    // A connection that broke quietly has lost the lock with it: ask before trusting it.
    const alive = await holder.query('SELECT 1').then(() => true, () => false)
    if (alive) return true
    await release(holder)
  }
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: RUNNER_LOCK_TIMEOUT_MS,
    query_timeout: RUNNER_LOCK_TIMEOUT_MS,
    application_name: runnerName(),
  })
  client.on('error', () => void release(client))
  try {
    await client.connect()
    const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [RUNNER_LOCK_KEY])
    if (rows[0]?.held) {
      holder = client
      return true
    }
  } catch {
    // The database is unreachable: nobody here runs jobs until it answers again.
  }
  await release(client)
  return false
}
