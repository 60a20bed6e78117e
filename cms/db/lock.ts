import fs from 'node:fs'
import { lockFile } from './paths'
import { makeFolder } from '../lib/makeFolder'

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

/** When process `pid` started (ms since the epoch), where Linux's /proc tells; null elsewhere. */
function startedAt(pid: number): number | null {
  try {
    // Field 22 of stat, after the command name in parentheses (which may hold spaces): clock ticks since boot.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    const bootSeconds = Number(/^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))![1])
    // USER_HZ, the unit of that field: 100 on Linux.
    const ticksPerSecond = 100
    return (bootSeconds + Number(fields[19]) / ticksPerSecond) * 1000
  } catch {
    return null
  }
}

/**
 * Whether the lock's owner still runs: alive, and not a later process given the same pid (after a
 * reboot or in a fresh container, an old lock's pid often belongs to something else by then).
 */
function ownerRuns(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false
  const started = startedAt(owner.pid)
  return started === null || started <= Date.parse(owner.startedAt) + 2000
}

function readOwner(file: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner
  } catch {
    return null
  }
}

/**
 * The live process holding the data folder, or null when it is free. A stale lock counts as free,
 * and so does one held by our parent: `npm start` takes the folder, then hands it to its server.
 */
export function lockOwner(dir?: string): LockOwner | null {
  const owner = readOwner(lockFile(dir))
  if (!owner || owner.pid === process.pid || owner.pid === process.ppid) return null
  return ownerRuns(owner) ? owner : null
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
  const made = makeFolder(dir) !== undefined
  const file = lockFile(dir)
  const mine = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() } satisfies LockOwner)
  for (;;) {
    try {
      // 'wx' fails if the file exists, so two starts racing cannot both take the folder.
      fs.writeFileSync(file, mine, { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = lockOwner(dir)
      if (owner) throw new DataFolderBusyError(dir, owner)
      fs.rmSync(file, { force: true })
    }
  }
  return () => {
    if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true })
    // A folder made for a start that went no further (its port was taken) is not left behind, empty.
    if (made && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir)
  }
}
