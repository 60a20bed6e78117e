import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { TEST_ADMIN } from './fixtures'
import { waitForServer } from './waitForServer'

/** A built site a test file runs for itself: where it answers, its process, the database settings it got, and what it has logged. */
export type TestSite = { url: string; server: ChildProcess; env: Record<string, string | undefined>; log: () => string }

/**
 * The built site on 127.0.0.1:`port`, on a fresh database of its own (embedded, or on DATABASE_URL's
 * server), with the test admin and `env`, as `npm start` runs it; the test client plays the proxy.
 * `env` (a DATA_DIR, say) is handed back with the database's settings, for commands run on the
 * same site. Its log is kept, and shown as it comes.
 */
export async function startTestSite(port: number, env: Record<string, string> = {}): Promise<TestSite> {
  const databaseFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-site-')), 'database.json')
  const url = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'cms/scripts/serve-test.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      TEST_DATABASE_FILE: databaseFile,
      TRUSTED_PROXY_COUNT: '1',
      REDIS_KEY_PREFIX: `machine-soul-site-${crypto.randomUUID()}:`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let log = ''
  server.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString()
    process.stdout.write(chunk)
  })
  await waitForServer(url, server)
  const database = JSON.parse(fs.readFileSync(databaseFile, 'utf8')) as Record<string, string>
  fs.rmSync(path.dirname(databaseFile), { recursive: true, force: true })
  return { url, server, env: { ...env, ...database }, log: () => log }
}
