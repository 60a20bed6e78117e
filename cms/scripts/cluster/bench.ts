/**
 * npm run bench:cluster: req/s through nginx with one and with two instances (cluster.ts), for a
 * cached page (/albums) and for visits of the signed-in home (/ and GET /api/lyric-submissions), at
 * -c 32 for BENCH_DURATION s (default 10). Prints the figures; sets no target: on a machine of few
 * cores a second instance shares them with the first, nginx, PostgreSQL and the load generator.
 */
import os from 'node:os'
import { measureLoad, measureVisits } from '../bench/load'
import { startCluster } from './cluster'

const port = Number(process.env.CLUSTER_PORT || 3400)
const rows: string[] = []

for (const count of [1, 2]) {
  const cluster = await startCluster({ port, count })
  try {
    const register = await fetch(`${cluster.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: cluster.url },
      body: JSON.stringify({ email: `bench-${Date.now()}@cluster.test`, password: 'a-good-password', firstName: 'Bench' }),
    })
    if (register.status !== 200) throw new Error(`register: ${register.status} ${await register.text()}`)
    const cookie = register.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ')
    console.log(`${count} instance(s) behind nginx:`)
    const cached = await measureLoad(`${cluster.url}/albums`)
    // A visit of the signed-in home: the cached page and the visitor's own submissions.
    const home = await measureVisits([`${cluster.url}/`, `${cluster.url}/api/lyric-submissions`], { cookie, origin: cluster.url })
    rows.push(`| ${count} | ${cached.reqPerSec.toFixed(0)} (p99 ${cached.p99Ms.toFixed(0)} ms) | ${home.reqPerSec.toFixed(0)} (p99 ${home.p99Ms.toFixed(0)} ms) |`)
  } finally {
    await cluster.stop()
  }
}

console.log(`\n${os.cpus().length} cores, -c 32, through nginx\n| instances | /albums (cached) req/s | signed-in / visits/s |\n|---|---|---|\n${rows.join('\n')}`)
process.exit(0)
