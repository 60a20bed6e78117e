import { spawn } from 'node:child_process'
import { stopServer } from '../scripts/spawnServer'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { FAKE_IMAGE_HOST } from './fakeImageHost'
import { startFakeSmtp } from './fakeSmtp'
import { COLLECTIVE_INBOX, INTEGRATION_PORT, TEST_ADMIN } from './fixtures'
import { waitForServer } from './waitForServer'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** Folder where the fake SMTP server drops each e-mail the site sends. */
    mailbox: string
  }
}

/**
 * Starts the built site on a fresh database once for the integration suite; with TEST_BASE_URL,
 * runs against a site already serving there instead (the cluster run: nginx in front of two
 * instances, e-mails landing in TEST_MAILBOX).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_BASE_URL
  if (external) {
    project.provide('baseURL', external)
    project.provide('mailbox', process.env.TEST_MAILBOX ?? '')
    return
  }
  const baseURL = `http://127.0.0.1:${INTEGRATION_PORT}`
  const mailbox = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-mail-'))
  const smtp = await startFakeSmtp(mailbox)
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
      // Jobs are asked for every 2 s: a release's e-mails go out within seconds of its moment.
      JOBS_CRON: '*/2 * * * * *',
      // The avatar tests' fake image host listens on loopback, which is otherwise never fetched from.
      AVATAR_FETCH_TEST_HOSTS: FAKE_IMAGE_HOST,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForServer(baseURL, server)
  project.provide('baseURL', baseURL)
  project.provide('mailbox', mailbox)
  return async () => {
    await stopServer(server)
    await smtp.close()
    fs.rmSync(mailbox, { recursive: true, force: true })
  }
}
