/**
 * Builds the site when there is no build or a source is newer than it; otherwise does nothing.
 * `npm start` and `npm test` both begin here, so a second run starts in seconds.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { bundleServer, serverBundle } from './serverBundle'

const root = process.cwd()
export const buildIdFile = path.join(root, 'site/.next/BUILD_ID')
const sources = ['cms', 'site', 'package.json', 'package-lock.json', 'tsconfig.json']
// Tests, test helpers and files Next rewrites itself do not count.
const skipped = new Set(['.next', 'node_modules', 'e2e', 'testing', 'next-env.d.ts'])
const isTest = (name: string) => /\.(int\.)?test\.tsx?$/.test(name)

function newestSource(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return isTest(entry) ? 0 : stat.mtimeMs
  let newest = 0
  for (const child of fs.readdirSync(entry)) {
    if (!skipped.has(child)) newest = Math.max(newest, newestSource(path.join(entry, child)))
  }
  return newest
}

export function buildIsCurrent(): boolean {
  const built = fs.statSync(buildIdFile, { throwIfNoEntry: false })
  return Boolean(built) && fs.existsSync(serverBundle) && sources.every((source) => newestSource(path.join(root, source)) <= built!.mtimeMs)
}

export const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

export function ensureBuild(): void {
  if (buildIsCurrent()) return
  console.log('Building the site (no build yet, or the sources changed)…')
  const build = spawnSync(process.execPath, [nextBin, 'build', 'site'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  bundleServer()
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild()
