import fs from 'node:fs'
import net from 'node:net'
import type { PGlite } from '@electric-sql/pglite'
import { dumpEmbeddedDatabase } from './embeddedDump'

/**
 * The request a client writes, and the first line of the answer: `ok <bytes>` and the dump, or
 * `error <message>`. The backup command (cms/scripts/backup/dump.ts) is the client.
 */
export const DUMP_REQUEST = 'dump\n'

/**
 * Serves SQL dumps of the embedded database on a Unix socket beside its database socket, so that
 * `npm run payload -- backup` can dump the database a running site holds: pg_dump must run in
 * the process that has the database open. Reachable by whoever can reach the database socket
 * (the data folder's owner), which already gives them every row.
 */
export async function serveDumps(db: PGlite, socketFile: string, betweenExchanges: () => boolean): Promise<{ stop: () => Promise<void> }> {
  fs.rmSync(socketFile, { force: true })
  // One dump at a time: each holds the database for its whole run anyway.
  let queue: Promise<unknown> = Promise.resolve()
  const server = net.createServer((socket) => {
    let request = ''
    socket.on('error', () => socket.destroy())
    socket.on('data', (chunk: Buffer) => {
      request += chunk.toString('utf8')
      if (!request.includes('\n')) return
      socket.removeAllListeners('data')
      if (request !== DUMP_REQUEST) return void socket.end('error unknown request\n')
      queue = queue.then(async () => {
        try {
          const dump = Buffer.from(await dumpEmbeddedDatabase(db, betweenExchanges), 'utf8')
          socket.write(`ok ${dump.length}\n`)
          socket.end(dump)
        } catch (error) {
          socket.end(`error ${String((error as Error).message).replace(/\s+/g, ' ')}\n`)
        }
      })
    })
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketFile, () => resolve()))
  fs.chmodSync(socketFile, 0o600)
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        fs.rmSync(socketFile, { force: true })
      }),
  }
}
