/**
 * npm run bench:cluster: req/s through nginx with one and with two instances (cluster.ts), for a
 * cached page (/albums) and for the signed-in home (/ with a session), at -c 32 for
 * BENCH_DURATION s (default 10); then the Monday rush (bench/rush.ts) through nginx, twice. Prints
 * the figures; sets no target: on a machine of few cores a second instance shares them with the
 * first, nginx, PostgreSQL, Redis and the load generator.
 */
import os from 'node:os'
import { TEST_ADMIN } from '../../testing/fixtures'
import { RUSH } from '../bench/config'
import { measureLoad } from '../bench/load'
import { rushAcrossRelease } from '../bench/rush'
import { Session } from '../bench/session'
import { startCluster } from './cluster'

const port = Number(process.env.CLUSTER_PORT || 3400)
const RUSH_ROUNDS = ['first', 'second'] as const
const rows: string[] = []
const rushRows: string[] = []
const ms = (value: number) => `${value.toFixed(0)} ms`

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
    // The signed-in home: its greeting and the visitor's own submissions rendered for each request.
    const home = await measureLoad(`${cluster.url}/`, { cookie, origin: cluster.url })
    rows.push(`| ${count} | ${cached.reqPerSec.toFixed(0)} (p99 ${cached.p99Ms.toFixed(0)} ms) | ${home.reqPerSec.toFixed(0)} (p99 ${home.p99Ms.toFixed(0)} ms) |`)

    const admin = new Session(cluster.url)
    await admin.json('POST', '/api/auth/login', TEST_ADMIN)
    for (const round of RUSH_ROUNDS) {
      const rush = await rushAcrossRelease(admin, { warmings: count })
      const lags = [...rush.pages.values()].map((page) => ms(page.lagMs)).join(' / ')
      rushRows.push(`| ${count} | ${round} | ${lags} | ${ms(rush.p99Ms)} | ${rush.serverErrors} of ${rush.requests} |`)
    }
  } finally {
    await cluster.stop()
  }
}

console.log(`\n${os.cpus().length} cores, -c 32, through nginx\n| instances | /albums (cached) req/s | signed-in / req/s |\n|---|---|---|\n${rows.join('\n')}`)
console.log(
  `\nThe Monday rush through nginx, ${RUSH.clients} clients\n| instances | rush | lag to show the album: / , /albums, its page | p99 | 5xx |\n|---|---|---|---|---|\n${rushRows.join('\n')}`,
)
process.exit(0)
