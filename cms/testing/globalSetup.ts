import { spawn } from 'node:child_process'
import { stopServer } from '../scripts/spawnServer'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { FAKE_IMAGE_HOST } from './fakeImageHost'
import { startFakeSmtp } from './fakeSmtp'
import { COLLECTIVE_INBOX, INTEGRATION_PORT, INTEGRATION_SITES, TEST_ADMIN } from './fixtures'
import type { SharedSite } from './sharedSite'
import { waitForServer } from './waitForServer'

/** One shared server on `port` with a fake SMTP server whose mails land in a folder of its own. */
async function startSharedSite(port: number): Promise<SharedSite & { stop: () => Promise<void> }> {
  const baseURL = `http://127.0.0.1:${port}`
  const mailbox = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-mail-'))
  const smtp = await startFakeSmtp(mailbox)
  const server = spawn(process.execPath, ['--import', 'tsx', 'cms/scripts/serve-test.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
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
  return {
    baseURL,
    mailbox,
    stop: async () => {
      await stopServer(server)
      await smtp.close()
      fs.rmSync(mailbox, { recursive: true, force: true })
    },
  }
}

/**
 * Starts the built site on fresh databases for the integration suite, INTEGRATION_SITES of them
 * (a file holds one of its own while it runs: sharedSite.ts); with TEST_BASE_URL, runs against a site already
 * serving there instead (the cluster run: nginx in front of two instances, e-mails landing in
 * TEST_MAILBOX), one file at a time (vitest.config.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_BASE_URL
  if (external) {
    project.provide('sites', [{ baseURL: external, mailbox: process.env.TEST_MAILBOX ?? '' }])
    return
  }
  const sites = await Promise.all(Array.from({ length: INTEGRATION_SITES }, (_, i) => startSharedSite(INTEGRATION_PORT + i)))
  project.provide('sites', sites.map(({ baseURL, mailbox }) => ({ baseURL, mailbox })))
  return async () => {
    await Promise.all(sites.map((site) => site.stop()))
  }
}
