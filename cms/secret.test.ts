import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { payloadSecret } from './secret'

afterEach(() => vi.unstubAllEnvs())

describe('payloadSecret without PAYLOAD_SECRET', () => {
  it('makes one in the data folder and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))
    vi.stubEnv('PAYLOAD_SECRET', '')
    vi.stubEnv('DATA_DIR', path.join(dir, 'data'))
    try {
      const made = payloadSecret()
      expect(made).toMatch(/^[0-9a-f]{64}$/)
      expect(payloadSecret()).toBe(made)
      expect(fs.statSync(path.join(dir, 'data', 'secret')).mode & 0o777).toBe(0o600)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it.runIf(fs.existsSync('/proc/self'))('says which folder cannot keep it, and what to do, rather than hang on /proc', () => {
    vi.stubEnv('PAYLOAD_SECRET', '')
    vi.stubEnv('DATA_DIR', '/proc/machine-soul')
    expect(() => payloadSecret()).toThrow(
      "The data folder /proc/machine-soul (DATA_DIR) cannot keep the generated PAYLOAD_SECRET: ENOENT: no such file or directory, mkdir '/proc/machine-soul'. Point DATA_DIR at a folder this user may write, or set PAYLOAD_SECRET.",
    )
  })
})
