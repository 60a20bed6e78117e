import fs from 'node:fs'
import { lockFile } from './paths'

export type LockOwner = { pid: number; startedAt: string }

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The live process holding the data folder, or null when it is free (a stale lock counts as free). */
export function lockOwner(dir?: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')) as LockOwner
    return owner.pid !== process.pid && isAlive(owner.pid) ? owner : null
  } catch {
    return null
  }
}

export class DataFolderBusyError extends Error {
  constructor(dir: string, owner: LockOwner) {
    super(
      `The data folder ${dir} is already in use by another Machine Soul server (pid ${owner.pid}, started ${owner.startedAt}). ` +
        'Stop that server first, or point DATA_DIR at another folder. Nothing was changed.',
    )
    this.name = 'DataFolderBusyError'
  }
}

/** Takes the data folder for this process; throws DataFolderBusyError when a live process holds it. */
export function acquireLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true })
  const owner = lockOwner(dir)
  if (owner) throw new DataFolderBusyError(dir, owner)
  const file = lockFile(dir)
  const mine: LockOwner = { pid: process.pid, startedAt: new Date().toISOString() }
  fs.writeFileSync(file, JSON.stringify(mine))
  return () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner
      if (current.pid === process.pid) fs.unlinkSync(file)
    } catch {
      // already gone
    }
  }
}
