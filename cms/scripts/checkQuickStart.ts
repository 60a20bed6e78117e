/**
 * The README's quick start, as a newcomer runs it on a fresh clone: `npm start` (which builds when
 * there is no build yet, holding the embedded database's folder), then the site with its demo
 * content at the port it names. Exits 1 with the server's output when any of that fails.
 * Run by `.ci/run` before `npm test`, so the first build of a clean clone is this one.
 */
import { spawn } from 'node:child_process'
import { DEMO_ALBUMS } from '../seed/content/albums'

const port = process.env.QUICK_START_PORT || '3400'
const origin = `http://127.0.0.1:${port}`
const READY = `Machine Soul is ready at http://localhost:${port}`
// A first build takes a few minutes on two cores; the demo content then takes seconds.
const TIMEOUT_MS = 20 * 60_000

// Its own process group, so that stopping it stops npm, tsx and the server alike.
const start = spawn('npm', ['start'], { env: { ...process.env, PORT: port }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
let output = ''
const exited = new Promise<number | null>((resolve) => start.once('exit', resolve))
const ready = new Promise<void>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`not ready after ${TIMEOUT_MS / 60_000} min`)), TIMEOUT_MS)
  const read = (chunk: Buffer) => {
    output += chunk.toString()
    if (output.includes(READY)) {
      clearTimeout(timer)
      resolve()
    }
  }
  start.stdout.on('data', read)
  start.stderr.on('data', read)
  void exited.then((code) => reject(new Error(`npm start exited (${code}) before the site was ready`)))
})

async function expectPage(path: string, text: string): Promise<void> {
  const response = await fetch(origin + path)
  const html = await response.text()
  if (response.status !== 200 || !html.includes(text)) throw new Error(`${path} answered ${response.status} without "${text}"`)
}

let failed = false
try {
  await ready
  await expectPage('/', 'Machine Soul')
  await expectPage('/albums', DEMO_ALBUMS[0]!.title)
  console.log(`Quick start: npm start built and served the demo site at ${origin}.`)
} catch (error) {
  failed = true
  console.error(`Quick start failed: ${(error as Error).message}\n--- npm start said ---\n${output.slice(-20_000)}`)
} finally {
  if (start.exitCode === null) process.kill(-start.pid!, 'SIGTERM')
  await exited
}
process.exit(failed ? 1 : 0)
