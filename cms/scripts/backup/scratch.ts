import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Paths removed however the process ends. A restore's scratch holds the whole database, password
 * hashes included, and Payload ends the process itself when a migration fails (process.exit in
 * its migrate), so a `finally` after the failure never runs: an 'exit' handler does. A signal
 * with no handler ends the process without 'exit', so one is listened for while anything is held.
 */
const held = new Set<string>()
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

function removeHeld(): void {
  for (const file of held) fs.rmSync(file, { recursive: true, force: true })
  held.clear()
  stopWatching()
}

function onSignal(signal: NodeJS.Signals): void {
  // Run first (prepended): any other listener (the embedded database's) is still counted here.
  const alone = process.listenerCount(signal) === 1
  removeHeld()
  // Alone, this listener would swallow the signal: the process then ends by it as it would have.
  if (alone) process.kill(process.pid, signal)
}

function startWatching(): void {
  process.on('exit', removeHeld)
  for (const signal of SIGNALS) process.prependListener(signal, onSignal)
}

function stopWatching(): void {
  process.off('exit', removeHeld)
  for (const signal of SIGNALS) process.off(signal, onSignal)
}

/** Removes `file` (a folder with all it holds) when the process ends, unless `release()` is called first. */
export function removeAtExit(file: string): { release: () => void } {
  if (held.size === 0) startWatching()
  held.add(file)
  return {
    release: () => {
      held.delete(file)
      if (held.size === 0) stopWatching()
    },
  }
}

export type Scratch = { dir: string; remove: () => void }

/**
 * A new folder in `parent` (the system's temporary one by default) that only this user can open
 * (mkdtemp makes it 0700), removed by `remove()` or, failing that, when the process ends.
 */
export function privateScratch(prefix: string, parent = os.tmpdir()): Scratch {
  const dir = fs.mkdtempSync(path.join(parent, prefix))
  const hold = removeAtExit(dir)
  return {
    dir,
    remove: () => {
      fs.rmSync(dir, { recursive: true, force: true })
      hold.release()
    },
  }
}
