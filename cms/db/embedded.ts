import fs from 'node:fs'
import path from 'node:path'
import { acquireLock, lockOwner } from './lock'
import { serveDumps } from './dumpSocket'
import { trackExchanges } from './exchanges'
import { dumpSocketPath, socketPath } from './paths'

type Embedded = { stop: () => Promise<void> }

let running: Promise<Embedded | null> | null = null

/**
 * Serves the PGlite database in `dir` on a Unix socket in that folder, once per process.
 * When a live process already serves this folder (a running site, say, while a CLI runs), its
 * socket is reused instead: two PGlite instances on one folder would corrupt it.
 */
export function ensureEmbeddedDatabase(dir: string): Promise<Embedded | null> {
  running ??= start(dir)
  return running
}

/** Closes the embedded database this process serves, if it serves one (a CLI command's last step). */
export async function stopEmbeddedDatabase(): Promise<void> {
  const served = await running?.catch(() => null)
  await served?.stop()
}

/**
 * Opens the PGlite database in `dir`. One it cannot read (a damaged or foreign folder) is named
 * with what to do, where PGlite says only "PGlite failed to initialize properly".
 */
async function openPGlite(dir: string) {
  // Loaded lazily: `next build` imports the config but must never open the database.
  const { PGlite } = await import('@electric-sql/pglite')
  const folder = path.join(dir, 'pglite')
  try {
    return await PGlite.create({ dataDir: folder, extensions: await searchExtensions() })
  } catch (error) {
    throw new Error(
      `The embedded database in ${folder} cannot be opened (${(error as Error).message}): restore the folder from a backup, or move it away to start afresh with the demo content.`,
    )
  }
}

/**
 * The contrib extensions site search needs (migration site_search), loaded at every opening: the
 * search columns are computed on each write, so a database opened without them refuses writes.
 */
async function searchExtensions() {
  const [{ unaccent }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite/contrib/unaccent'), import('@electric-sql/pglite/contrib/pg_trgm')])
  return { unaccent, pg_trgm }
}

/** Whether the database in `dir`, if there is one yet, opens; the caller holds the folder's lock. */
export async function checkEmbeddedDatabase(dir: string): Promise<void> {
  if (!fs.existsSync(path.join(dir, 'pglite'))) return
  const db = await openPGlite(dir)
  await db.close()
}

async function start(dir: string): Promise<Embedded | null> {
  if (lockOwner(dir)) return null
  const release = acquireLock(dir)
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')
  const socket = socketPath(dir)
  fs.rmSync(socket, { force: true })
  const db = await openPGlite(dir).catch((error: unknown) => {
    release()
    throw error
  })
  const tracked = trackExchanges(db)
  const server = new PGLiteSocketServer({ db: tracked.db, path: socket, maxConnections: 4 })
  await server.start()
  const dumps = await serveDumps(db, dumpSocketPath(dir), tracked.betweenExchanges)

  let stopping: Promise<void> | null = null
  const stop = () =>
    (stopping ??= (async () => {
      await dumps.stop()
      await server.stop()
      await db.close()
      fs.rmSync(socket, { force: true })
      release()
    })())
  process.once('exit', release)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop().finally(() => process.exit(0))
    })
  }
  return { stop }
}
