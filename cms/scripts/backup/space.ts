import fs from 'node:fs'
import { formatBytes } from './progress'

/** The disk cannot hold what a restore must write: no fault of the archive's, said with the folder. */
export class NoSpaceError extends Error {
  name = 'NoSpaceError'
}

/** Whether `error` is the system's "no space left on device". */
export const isNoSpace = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOSPC'

/** Refuses, before anything is written, `bytes` for which the disk holding `dir` has no room. */
export function checkSpace(dir: string, bytes: number, what: string): void {
  const { bavail, bsize } = fs.statfsSync(dir)
  const free = bavail * bsize
  if (bytes > free) throw new NoSpaceError(`Not enough disk space in ${dir}: ${what} needs ${formatBytes(bytes)}, and ${formatBytes(free)} is free.`)
}
