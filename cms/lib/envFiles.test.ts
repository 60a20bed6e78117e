import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadEnvFiles } from './envFiles'

const NAMES = ['MS_ENV_FILE_TEST_A', 'MS_ENV_FILE_TEST_B']
afterEach(() => {
  for (const name of NAMES) delete process.env[name]
})

describe('the .env files npm start, the server and the CLI read', () => {
  it('sets what .env holds, and leaves what the environment set', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-env-'))
    fs.writeFileSync(path.join(dir, '.env'), 'MS_ENV_FILE_TEST_A=from-file\nMS_ENV_FILE_TEST_B=from-file\n')
    process.env.MS_ENV_FILE_TEST_B = 'from-environment'
    loadEnvFiles(false, dir)
    expect([process.env.MS_ENV_FILE_TEST_A, process.env.MS_ENV_FILE_TEST_B]).toEqual(['from-file', 'from-environment'])
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
