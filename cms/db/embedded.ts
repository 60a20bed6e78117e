import fs from 'node:fs'
import path from 'node:path'
import { acquireLock, lockOwner } from './lock'
import { socketPath } from './paths'

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

async function start(dir: string): Promise<Embedded | null> {
  if (lockOwner(dir)) return null
  const release = acquireLock(dir)
  // Loaded lazily: `next build` imports the config but must never open the database.
  const [{ PGlite }, { PGLiteSocketServer }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-socket'),
  ])
  const socket = socketPath(dir)
  fs.rmSync(socket, { force: true })
  const db = await PGlite.create({ dataDir: path.join(dir, 'pglite') })
  const server = new PGLiteSocketServer({ db, path: socket, maxConnections: 4 })
  await server.start()

  let stopping: Promise<void> | null = null
  const stop = () =>
    (stopping ??= (async () => {
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
