import autocannon from 'autocannon'
import { LOAD } from './config'
import { median } from './median'

export type LoadResult = {
  url: string
  /** Mean of the per-second counts of answered requests. */
  reqPerSec: number
  p99Ms: number
  /** Answers other than 2xx and connection errors (time-outs included): the run does not count then. */
  failures: number
}

/** Long enough that a slow page is measured as slow rather than dropped from the latencies. */
const TIMEOUT_SECONDS = 30

/**
 * Warms `url` up (caches, JIT, pools) with a bounded number of requests that all get their
 * answers, so no backlog of them is left to slow the measured run, then measures at -c 32.
 */
export async function measureLoad(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const options = { url, headers, timeout: TIMEOUT_SECONDS }
  await autocannon({ ...options, connections: LOAD.warmupConnections, amount: LOAD.warmupRequests })
  const result = await autocannon({ ...options, connections: LOAD.connections, duration: LOAD.duration })
  const failures = result.non2xx + result.errors
  // No answer within the run leaves an empty histogram, whose p99 of 0 would pass any limit.
  const p99Ms = result.requests.total === 0 ? NaN : result.latency.p99
  const load = { url, reqPerSec: result.requests.average, p99Ms, failures }
  const latency = Number.isNaN(p99Ms) ? 'no answers' : `p99 ${p99Ms.toFixed(0)} ms`
  console.log(`  ${url}: ${load.reqPerSec.toFixed(0)} req/s, ${latency}${failures ? `, ${failures} failed` : ''}`)
  return load
}

/**
 * What several rounds of one target measured: the median rate and p99, and every failure (a
 * round without answers has failures, and fails its target through them).
 */
export function medianOf(runs: LoadResult[]): LoadResult {
  return {
    url: runs[0]!.url,
    reqPerSec: median(runs.map((run) => run.reqPerSec)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  }
}
