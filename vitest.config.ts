import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve('cms/payload.config.ts'),
  '@cms': path.resolve('cms'),
  '@site': path.resolve('site'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['cms/**/*.test.ts', 'site/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'site/e2e/**'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['cms/**/*.int.test.ts', 'site/**/*.int.test.ts'],
          globalSetup: ['cms/testing/globalSetup.ts'],
          // One server and one database for the whole run: files take turns.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
