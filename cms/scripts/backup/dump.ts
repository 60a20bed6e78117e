import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { DUMP_REQUEST } from '../../db/dumpSocket'
import { dataDir, dumpSocketPath } from '../../db/paths'

/** The site's database cannot be dumped: one line says why. */
export class DumpFailure extends Error {
  name = 'DumpFailure'
}

export type DatabaseKind = 'embedded' | 'postgresql'

/**
 * A plain SQL dump of DATABASE_URL's database by PostgreSQL's pg_dump: one consistent snapshot
 * (pg_dump's repeatable-read transaction), taken while the site goes on serving. The password
 * goes by environment, not on a command line other users can read.
 */
async function dumpPostgres(url: string): Promise<string> {
  const address = new URL(url)
  const password = decodeURIComponent(address.password)
  address.password = ''
  const child = spawn('pg_dump', ['--no-owner', '--no-privileges', '--inserts', `--dbname=${address.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const out: Buffer[] = []
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', resolve)
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new DumpFailure('pg_dump is not installed: install PostgreSQL\'s client programs (Debian: apt-get install postgresql-client), of the server\'s version or newer.')
    throw error
  })
  if (code !== 0) throw new DumpFailure(`pg_dump failed: ${err.trim().split('\n')[0] ?? `exit status ${code}`}`)
  return Buffer.concat(out).toString('utf8')
}

/**
 * A dump of the embedded database, made by the process that has it open (cms/db/dumpSocket.ts):
 * the running site, or this command when no site runs (cms/db/embedded.ts serves it then too).
 */
function dumpEmbedded(dir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(dumpSocketPath(dir))
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new DumpFailure(
          error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
            ? `The site running on ${dir} does not offer database dumps: restart it with this version of the site, then back up again.`
            : `Cannot reach the embedded database's dump socket: ${error.message}`,
        ),
      ),
    )
    socket.on('end', () => {
      const answer = Buffer.concat(chunks)
      const newline = answer.indexOf('\n')
      const head = answer.subarray(0, newline === -1 ? answer.length : newline).toString('utf8')
      const body = answer.subarray(newline + 1)
      if (head.startsWith('error ')) return reject(new DumpFailure(`The embedded database could not be dumped: ${head.slice(6)}`))
      if (!head.startsWith('ok ') || Number(head.slice(3)) !== body.length) return reject(new DumpFailure('The embedded database\'s dump arrived incomplete.'))
      resolve(body.toString('utf8'))
    })
    socket.write(DUMP_REQUEST)
  })
}

/** The site's database as plain SQL, whichever it is. */
export async function dumpDatabase(): Promise<{ sql: string; from: DatabaseKind }> {
  const url = process.env.DATABASE_URL
  if (url) return { sql: await dumpPostgres(url), from: 'postgresql' }
  const dir = dataDir()
  if (!fs.existsSync(path.join(dir, 'pglite'))) throw new DumpFailure(`There is no embedded database in ${dir} (DATA_DIR) to back up.`)
  return { sql: await dumpEmbedded(dir), from: 'embedded' }
}
