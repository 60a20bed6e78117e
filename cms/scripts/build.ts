/**
 * Builds the site when there is no build or the sources changed since it; otherwise does nothing.
 * `npm start` and `npm test` both begin here, so a second run starts in seconds.
 */
import { spawnSync } from 'node:child_process'
import crypto, { type Hash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { bundleServer, serverBundle } from './serverBundle'

const root = process.cwd()
export const buildIdFile = path.join(root, 'site/.next/BUILD_ID')
/** The digest of the sources the build was made from. */
const digestFile = path.join(root, 'site/.next/SOURCES_DIGEST')
const sources = ['cms', 'site', 'package.json', 'package-lock.json', 'tsconfig.json']
// Tests, test helpers and files Next rewrites itself do not count.
const skipped = new Set(['.next', 'node_modules', 'e2e', 'testing', 'next-env.d.ts'])
const isTest = (name: string) => /\.(int\.)?test\.tsx?$/.test(name)

function addSource(hash: Hash, dir: string, entry: string): void {
  const full = path.join(dir, entry)
  const stat = fs.statSync(full, { throwIfNoEntry: false })
  if (!stat) return
  if (stat.isDirectory()) {
    for (const child of fs.readdirSync(full).sort()) if (!skipped.has(child)) addSource(hash, dir, path.join(entry, child))
  } else if (!isTest(entry)) {
    hash.update(`${entry}\0`).update(fs.readFileSync(full)).update('\0')
  }
}

/**
 * What the sources under `dir` say, by content rather than by date: `npm run generate` rewrites
 * the generated files unchanged, and a checkout touches files it leaves as they were, which by
 * date both forced a build of minutes.
 */
export function sourcesDigest(dir: string = root): string {
  const hash = crypto.createHash('sha256')
  for (const source of sources) addSource(hash, dir, source)
  return hash.digest('hex')
}

export function buildIsCurrent(): boolean {
  const built = fs.existsSync(buildIdFile) && fs.existsSync(serverBundle) && fs.existsSync(digestFile)
  return built && fs.readFileSync(digestFile, 'utf8') === sourcesDigest()
}

export const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

export function ensureBuild(): void {
  if (buildIsCurrent()) return
  console.log('Building the site (no build yet, or the sources changed)…')
  // Taken before the build: a source changed while it runs makes the next start build again.
  const digest = sourcesDigest()
  const build = spawnSync(process.execPath, [nextBin, 'build', 'site'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  bundleServer()
  fs.writeFileSync(digestFile, digest)
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild()
