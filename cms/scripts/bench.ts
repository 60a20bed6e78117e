/**
 * `npm run bench`: serves the build on a fresh database (as the tests do) and measures, for each
 * public page, the JavaScript a visitor downloads (gzipped, against the 200 kB budget) and the
 * server's response time (median and p95 of a bounded number of requests on loopback).
 */
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'

const PORT = Number(process.env.BENCH_PORT || 3290)
const BASE = `http://127.0.0.1:${PORT}`
const PAGES = ['/', '/albums', '/artists', '/blog', '/about', '/submit', '/contact', '/login']
const BUDGET_KB = 200
const REQUESTS = 20

async function waitUntilUp(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (await fetch(`${BASE}/api/auth/user`).then((r) => r.status === 401, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The bench server did not start')
}

async function javascriptKb(path: string): Promise<number> {
  const html = await (await fetch(BASE + path)).text()
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!))]
  let bytes = 0
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, BASE))).arrayBuffer())
    bytes += gzipSync(body, { level: 9 }).length
  }
  return bytes / 1024
}

async function responseTimes(path: string): Promise<{ median: number; p95: number }> {
  const times: number[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now()
    await (await fetch(BASE + path)).arrayBuffer()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.ceil(times.length * 0.95) - 1]! }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'cms/scripts/serve-test.ts'], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: 'ignore',
})
try {
  await waitUntilUp()
  await fetch(BASE + '/') // first render warms the caches
  let overBudget = 0
  console.log('page        JS gz (kB)   median ms   p95 ms')
  for (const path of PAGES) {
    const kb = await javascriptKb(path)
    const { median, p95 } = await responseTimes(path)
    if (kb > BUDGET_KB) overBudget++
    console.log(`${path.padEnd(12)}${kb.toFixed(1).padStart(10)}${kb > BUDGET_KB ? ' !' : '  '}${median.toFixed(0).padStart(12)}${p95.toFixed(0).padStart(9)}`)
  }
  console.log(`budget ${BUDGET_KB} kB gzipped JS per page: ${overBudget === 0 ? 'all pages within' : `${overBudget} page(s) over`}`)
  process.exitCode = overBudget === 0 ? 0 : 1
} finally {
  server.kill('SIGTERM')
}
