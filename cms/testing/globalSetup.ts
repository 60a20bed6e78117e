import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startFakeSmtp } from './fakeSmtp'
import { COLLECTIVE_INBOX, INTEGRATION_PORT, TEST_ADMIN } from './fixtures'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** Folder where the fake SMTP server drops each e-mail the site sends. */
    mailbox: string
    /** The test server's database: DATA_DIR of its embedded one, or DATABASE_URL. */
    database: { DATABASE_URL?: string; DATA_DIR?: string }
  }
}

const STARTUP_MS = 120_000

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The test server exited with code ${server.exitCode}`)
    try {
      const response = await fetch(`${url}/api/auth/user`)
      if (response.status === 401) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The test server did not answer within ${STARTUP_MS / 1000} s`)
}

/** Starts the built site on a fresh database once for the integration suite. */
export default async function setup(project: TestProject) {
  const baseURL = `http://127.0.0.1:${INTEGRATION_PORT}`
  const mailbox = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-mail-'))
  const smtp = await startFakeSmtp(mailbox)
  const databaseFile = path.join(mailbox, '..', `${path.basename(mailbox)}.database.json`)
  const server = spawn(process.execPath, ['--import', 'tsx', 'cms/scripts/serve-test.ts'], {
    env: {
      ...process.env,
      PORT: String(INTEGRATION_PORT),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SMTP_URL: smtp.url,
      CONTACT_EMAIL_TO: COLLECTIVE_INBOX,
      // The test client plays the proxy: the X-Forwarded-For it sends is each visitor's address.
      TRUSTED_PROXY_COUNT: '1',
      TEST_DATABASE_FILE: databaseFile,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForServer(baseURL, server)
  project.provide('baseURL', baseURL)
  project.provide('mailbox', mailbox)
  project.provide('database', JSON.parse(fs.readFileSync(databaseFile, 'utf8')) as { DATABASE_URL?: string; DATA_DIR?: string })
  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)))
    await smtp.close()
    fs.rmSync(mailbox, { recursive: true, force: true })
    fs.rmSync(databaseFile, { force: true })
  }
}
