import { defineConfig, devices } from '@playwright/test'
import { launchOptions } from '../cms/testing/chromium'
import { FIGURES_DIR, SECURITY_ADMIN, SITES } from './support/sites'

/*
 * The hostile-input suite (`npm run test:security`): three fresh instances of the built site.
 * `main` is a new site with the demo content and the rate limits raised, so that the matrix and
 * the hostile requests are judged on their merits; `strict` keeps the default limits and trusts
 * no proxy, as a fresh `npm start`; `proxied` trusts one proxy (TRUSTED_PROXY_COUNT=1).
 */
const raised = Object.fromEntries(['CONTACT', 'LYRICS', 'COMMENT', 'LOGIN', 'REGISTER', 'RESET'].map((action) => [`RATE_LIMIT_${action}`, '100000/3600']))
const admin = { ADMIN_EMAIL: SECURITY_ADMIN.email, ADMIN_PASSWORD: SECURITY_ADMIN.password }

const server = (port: number, env: Record<string, string>) => ({
  command: 'npx tsx cms/scripts/serve-test.ts',
  cwd: '..',
  env: { PORT: String(port), ...admin, ...env },
  url: `http://127.0.0.1:${port}`,
  reuseExistingServer: false,
  timeout: 180_000,
})

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 120_000,
  reporter: [['list'], ['./support/figuresReporter.ts']],
  globalSetup: './support/prepareFigures.ts',
  // No trace, as in the end-to-end suite (playwright.config.ts); --trace on to look into a failure.
  use: { trace: 'off' },
  projects: [
    { name: 'roles', testMatch: /roles\.setup\.ts/ },
    {
      name: 'security',
      dependencies: ['roles'],
      testMatch: /\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
      },
    },
  ],
  webServer: [server(SITES.main.port, raised), server(SITES.strict.port, {}), server(SITES.proxied.port, { TRUSTED_PROXY_COUNT: '1' })],
  metadata: { figures: FIGURES_DIR },
})
