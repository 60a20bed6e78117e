/**
 * `npm start`: refuse when another server holds the data folder, build when the build is missing
 * or older than the sources, then serve on $PORT (default 3000).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { acquireLock, DataFolderBusyError } from '../db/lock'
import { dataDir } from '../db/paths'

const root = process.cwd()
const buildId = path.join(root, 'site/.next/BUILD_ID')
const sources = ['cms', 'site', 'package.json', 'package-lock.json', 'tsconfig.json']
const skipped = new Set(['.next', 'node_modules', 'e2e'])

function newestSource(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const child of fs.readdirSync(entry)) {
    if (!skipped.has(child)) newest = Math.max(newest, newestSource(path.join(entry, child)))
  }
  return newest
}

function buildIsCurrent(): boolean {
  const built = fs.statSync(buildId, { throwIfNoEntry: false })
  return Boolean(built) && sources.every((source) => newestSource(path.join(root, source)) <= built!.mtimeMs)
}

const next = path.join(root, 'node_modules/next/dist/bin/next')

if (!process.env.DATABASE_URL) {
  // Held from now on, through the build, and handed to the server we start.
  try {
    const release = acquireLock(dataDir())
    process.on('exit', release)
  } catch (error) {
    if (!(error instanceof DataFolderBusyError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

if (!buildIsCurrent()) {
  console.log('Building the site (first start, or the sources changed)…')
  const build = spawnSync(process.execPath, [next, 'build', 'site'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = process.env.PORT || '3000'
const server = spawn(process.execPath, [next, 'start', 'site', '-p', port], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

/**
 * Payload opens on the first request (migrations, first admin, demo content). We make that
 * request ourselves, so the site is ready before anyone visits. (Opening it from Next's
 * instrumentation hook instead would load a second copy of Payload whose errors the routes
 * cannot recognise.)
 */
async function warmUp(): Promise<void> {
  const url = `http://127.0.0.1:${port}/api/auth/user`
  for (let attempt = 0; attempt < 600 && server.exitCode === null; attempt++) {
    const status = await fetch(url).then((response) => response.status, () => 0)
    if (status === 200 || status === 401) {
      console.log(`Machine Soul is ready at http://localhost:${port}`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
void warmUp()
