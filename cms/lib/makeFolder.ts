import fs from 'node:fs'
import path from 'node:path'

/**
 * `fs.mkdirSync(dir, { recursive: true })`, one level at a time, for a folder a setting names
 * (DATA_DIR, BACKUP_DIR). Node's own spins forever, holding the event loop, where a parent exists
 * but answers ENOENT for its child (under /proc or /sys, a dangling link); this throws instead.
 * Returns the first folder it made, or undefined when `dir` was there already.
 */
export function makeFolder(dir: string): string | undefined {
  const missing: string[] = []
  let at = path.resolve(dir)
  while (!fs.existsSync(at)) {
    missing.unshift(at)
    at = path.dirname(at)
  }
  // A file where a folder belongs: EEXIST for the folder itself, ENOTDIR under it, as mkdir -p says.
  if (!fs.statSync(at).isDirectory()) fs.mkdirSync(missing[0] ?? at)
  for (const folder of missing) {
    try {
      fs.mkdirSync(folder)
    } catch (error) {
      // Made meanwhile by another process, as mkdir -p allows; a dangling link fails the stat.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !fs.statSync(folder).isDirectory()) throw error
    }
  }
  return missing[0]
}
