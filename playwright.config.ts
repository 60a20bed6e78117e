import { defineConfig, devices } from '@playwright/test'
import { FAKE_IMAGE_HOST } from './cms/testing/fakeImageHost'
import { E2E_ADMIN, E2E_ADMIN_PORT, E2E_BACKUP_DIR, E2E_EMPTY_PORT, E2E_MAILBOX, E2E_PORT, launchOptions } from './site/e2e/fixtures'

const baseURL = `http://127.0.0.1:${E2E_PORT}`

// Every browser test comes from 127.0.0.1: the rate limits (tested in the integration suite)
// are raised so that one run's many sign-ups and posts are not mistaken for abuse.
const generousLimits = {
  RATE_LIMIT_REGISTER: '1000/3600',
  RATE_LIMIT_LOGIN: '1000/900',
  RATE_LIMIT_CONTACT: '1000/3600',
  RATE_LIMIT_LYRICS: '1000/3600',
  RATE_LIMIT_COMMENT: '1000/600',
  RATE_LIMIT_RESET: '1000/3600',
  RATE_LIMIT_BACKUP_DOWNLOAD: '1000/3600',
  RATE_LIMIT_NEWSLETTER: '1000/3600',
  RATE_LIMIT_NEWSLETTER_TEST: '1000/3600',
}


export default defineConfig({
  testDir: 'site/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A sign-in ends in a full page load; give it room on a busy machine.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace of every test, to keep only the failures', took a third of the run's time
    // on two cores (four specs: 283 s with, 187 s without). To look into a failure: --trace on.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'admin-session', testMatch: /adminSession\.setup\.ts/ },
    {
      name: 'desktop',
      dependencies: ['admin-session'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      dependencies: ['admin-session'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  // The built app on fresh temporary databases: one with demo content and the admin above, one
  // the same for the admin tests (which change content), one empty (SEED_DEMO_CONTENT=false) for the empty states.
  webServer: [
    {
      command: 'npx tsx cms/scripts/serve-test.ts',
      env: {
        ...generousLimits,
        PORT: String(E2E_PORT),
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        TEST_MAILBOX: E2E_MAILBOX,
        // avatar.spec.ts's fake image host listens on loopback, which is otherwise never fetched from.
        AVATAR_FETCH_TEST_HOSTS: FAKE_IMAGE_HOST,
      },
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: 'npx tsx cms/scripts/serve-test.ts',
      env: { ...generousLimits, PORT: String(E2E_ADMIN_PORT), ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, BACKUP_DIR: E2E_BACKUP_DIR },
      url: `http://127.0.0.1:${E2E_ADMIN_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: 'npx tsx cms/scripts/serve-test.ts',
      env: { ...generousLimits, PORT: String(E2E_EMPTY_PORT), SEED_DEMO_CONTENT: 'false', ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
      url: `http://127.0.0.1:${E2E_EMPTY_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
})
