import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { INTEGRATION_SITES } from './cms/testing/fixtures'

// Vitest leaves a core free by default, which on the two-core CI machine ran the unit and platform
// files one at a time: 78 s, against 47 s on both cores (their work is all in the workers). The
// pool's size is set here and each of those projects' share of it below.
const everyCore = os.availableParallelism()

const alias = {
  '@payload-config': path.resolve('cms/payload.config.ts'),
  '@cms': path.resolve('cms'),
  '@site': path.resolve('site'),
  '@platform': path.resolve('cms/platform'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: everyCore,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['cms/**/*.test.ts', 'site/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'site/e2e/**', 'cms/platform/**'],
          environment: 'node',
          maxWorkers: everyCore,
          // A few files build the Payload config in beforeAll (no database): on a busy two-core
          // machine, beside the other files' imports, that once took longer than the default 10 s.
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The contract tests of the platform seams (README "Platform seams"): each boots a bare
          // Payload on an in-memory database and checks the behaviour its seam relies on.
          name: 'platform',
          include: ['cms/platform/**/*.test.ts'],
          environment: 'node',
          maxWorkers: everyCore,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['cms/**/*.int.test.ts', 'site/**/*.int.test.ts'],
          globalSetup: ['cms/testing/globalSetup.ts'],
          setupFiles: ['cms/testing/claimSite.ts'],
          // Two files at a time, each holding a shared server of its own (cms/testing/sharedSite.ts);
          // one at a time against a site already serving (TEST_BASE_URL: the cluster run). After
          // the unit and platform files (groupOrder).
          maxWorkers: process.env.TEST_BASE_URL ? 1 : INTEGRATION_SITES,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
