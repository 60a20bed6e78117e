import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)

/** README's `npm run payload -- …`, as a collective runs it, on a database of its own. */
describe('the Payload CLI', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-cli-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('runs with this project (no version check stops it) and lists the migrations', async () => {
    // Not the test runner's NODE_ENV (npm run sets none), nor its database.
    const unset = ['NODE_ENV', 'DATABASE_URL', 'PAYLOAD_DISABLE_DEPENDENCY_CHECKER']
    const kept = Object.fromEntries(Object.entries(process.env).filter(([key]) => !unset.includes(key)))
    // Next's types call NODE_ENV always set; here it is left out on purpose.
    const env = { ...kept, DATA_DIR: dataDir, PAYLOAD_SECRET: 'cli-test' } as unknown as NodeJS.ProcessEnv
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'payload', '--', 'migrate:status'], { env, timeout: 120_000 })
    expect(stderr + stdout).not.toMatch(/Mismatching/)
    expect(stdout).toContain('20261123_211737_album_slugs')
  }, 150_000)

  it('rebuilds the site search with search:reindex', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, PAYLOAD_SECRET: 'cli-test', DATABASE_URL: '' } as unknown as NodeJS.ProcessEnv
    delete env.DATABASE_URL
    const { stdout } = await run('npm', ['run', '--silent', 'payload', '--', 'search:reindex'], { env, timeout: 120_000 })
    expect(stdout).toMatch(/^Search reindexed: \d+ albums, \d+ artists, \d+ blog posts in [\d.]+ s\.$/m)
  }, 150_000)
})
