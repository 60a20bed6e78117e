import path from 'node:path'

/** Where the embedded database, its lock and uploaded media live (`DATA_DIR`, default ./data). */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data')
}

export function lockFile(dir = dataDir()): string {
  return path.join(dir, 'server.lock')
}

/** PGlite is served on a Unix socket inside the data folder, so nothing listens on the network. */
export function socketDir(dir = dataDir()): string {
  return dir
}

export const SOCKET_PORT = 5432
export const socketPath = (dir = dataDir()) => path.join(socketDir(dir), `.s.PGSQL.${SOCKET_PORT}`)

/** Where a site on the embedded database serves SQL dumps of it to the backup command (dumpSocket.ts). */
export const dumpSocketPath = (dir = dataDir()) => path.join(socketDir(dir), '.s.machine-soul-dump')
