import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockOwner } from './lock'
import { lockFile } from './paths'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A data folder whose lock names `pid`, written at `startedAt`. */
function lockedBy(pid: number, startedAt: Date): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-lock-'))
  dirs.push(dir)
  fs.writeFileSync(lockFile(dir), JSON.stringify({ pid, startedAt: startedAt.toISOString() }))
  return dir
}

describe('lockOwner', () => {
  it('names a live process that held the folder since the lock was written', async () => {
    const holder = spawn('sleep', ['30'])
    try {
      await new Promise((resolve) => holder.once('spawn', resolve))
      expect(lockOwner(lockedBy(holder.pid!, new Date(Date.now() + 1000)))?.pid).toBe(holder.pid)
    } finally {
      holder.kill()
    }
  })

  it.runIf(fs.existsSync('/proc/stat'))('takes a lock whose pid now belongs to a process started after it for a stale one', async () => {
    const stranger = spawn('sleep', ['30'])
    try {
      await new Promise((resolve) => stranger.once('spawn', resolve))
      expect(lockOwner(lockedBy(stranger.pid!, new Date(Date.now() - 60 * 60 * 1000)))).toBeNull()
    } finally {
      stranger.kill()
    }
  })

  it('takes a lock of a process that has ended for a stale one', () => {
    expect(lockOwner(lockedBy(2 ** 22 + 12345, new Date()))).toBeNull()
  })
})
