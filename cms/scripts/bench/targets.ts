import { NOT_FOUND_PATH, TARGETS } from './config'
import type { Audit } from './lighthouse'
import type { LoadResult } from './load'
import type { PageWeight } from './pageWeight'

/** One row of the table: a target, what was measured, the floor it is held against, and the verdict. */
export type Check = {
  target: string
  unit: string
  measured: number
  floor: number | null
  /** The floor's own unit, where it differs (the signed-in visits beside a page's req/s). */
  floorUnit?: string
  ratio: number | null
  pass: boolean
  note?: string
}

export type Measurements = {
  weights: Map<string, PageWeight>
  load: {
    floorNext: LoadResult
    /** The bare page rendered for each request: the signed-in home's reference, not its target. */
    floorPerRequest: LoadResult
    floorPg: LoadResult
    pages: Map<string, LoadResult>
    api: LoadResult
    signedInHome: LoadResult
  }
  lighthouse: { floor: Audit; pages: Map<string, Audit> }
}

// NaN (a failed measurement) compares false, so it fails its target.
const ratioCheck = (target: string, unit: string, measured: number, floor: number, pass: (ratio: number) => boolean): Check => {
  const ratio = measured / floor
  return { target, unit, measured, floor, ratio, pass: pass(ratio) }
}
const limitCheck = (target: string, unit: string, measured: number, pass: boolean, floor: number | null = null): Check => ({
  target,
  unit,
  measured,
  floor,
  ratio: null,
  pass,
})

/** A run with failed requests measured errors, not pages: it misses its target whatever its numbers. */
function counted(check: Check, ...runs: LoadResult[]): Check {
  const failures = runs.reduce((sum, run) => sum + run.failures, 0)
  return failures ? { ...check, pass: false, note: `${failures} failed requests` } : check
}

function loadChecks({ load }: Measurements): Check[] {
  const { floorNext, floorPg } = load
  const checks: Check[] = []
  for (const [path, page] of load.pages) {
    const ratio = TARGETS.pageThroughputRatio
    checks.push(
      counted(ratioCheck(`${path} req/s ≥ ${ratio}× bare Next`, 'req/s', page.reqPerSec, floorNext.reqPerSec, (r) => r >= ratio), page, floorNext),
      counted(limitCheck(`${path} p99 ≤ ${TARGETS.pageP99Ms} ms`, 'ms', page.p99Ms, page.p99Ms <= TARGETS.pageP99Ms, floorNext.p99Ms), page),
    )
  }
  const { api, signedInHome, floorPerRequest } = load
  const apiRatio = TARGETS.apiThroughputRatio
  checks.push(
    counted(ratioCheck(`GET /api/albums req/s ≥ ${apiRatio}× node+pg`, 'req/s', api.reqPerSec, floorPg.reqPerSec, (r) => r >= apiRatio), api, floorPg),
    counted(
      {
        ...limitCheck(
          `signed-in / visits/s ≥ ${TARGETS.signedInHomeReqPerSec}`,
          'visits/s',
          signedInHome.reqPerSec,
          signedInHome.reqPerSec >= TARGETS.signedInHomeReqPerSec,
          floorPerRequest.reqPerSec,
        ),
        floorUnit: 'req/s',
      },
      signedInHome,
      floorPerRequest,
    ),
  )
  return checks
}

function lighthouseChecks({ lighthouse: { floor, pages } }: Measurements): Check[] {
  const perfect = TARGETS.perfectScore
  const checks: Check[] = []
  for (const [path, page] of pages) {
    const excused = path === NOT_FOUND_PATH ? { note: 'its own 404 excused' } : {}
    const scored = (name: string, measured: number, reference: number) =>
      limitCheck(`LH ${path} ${name} = ${perfect}`, 'score', measured, measured >= perfect, reference)
    const scoredOrExcused = (name: string, measured: number, reference: number) => ({ ...scored(name, measured, reference), ...excused })
    checks.push(
      ratioCheck(`LH ${path} performance ≥ ${TARGETS.performanceRatio}× bare`, 'score', page.performance, floor.performance, (r) => r >= TARGETS.performanceRatio),
      ratioCheck(`LH ${path} LCP ≤ ${TARGETS.lcpRatio}× bare`, 'ms', page.lcpMs, floor.lcpMs, (r) => r <= TARGETS.lcpRatio),
      scored('accessibility', page.accessibility, floor.accessibility),
      scoredOrExcused('best practices', page.bestPractices, floor.bestPractices),
      scoredOrExcused('SEO', page.seo, floor.seo),
    )
  }
  return checks
}

function weightChecks({ weights }: Measurements): Check[] {
  const home = weights.get('/')!
  const checks = [limitCheck(`HTML of / ≤ ${TARGETS.homeHtmlKb} kB`, 'kB', home.htmlKb, home.htmlKb <= TARGETS.homeHtmlKb)]
  for (const [path, { firstLoadJsKb }] of weights) {
    checks.push(limitCheck(`${path} first-load JS ≤ ${TARGETS.firstLoadJsKb} kB gz`, 'kB', firstLoadJsKb, firstLoadJsKb <= TARGETS.firstLoadJsKb))
  }
  return checks
}

export const evaluate = (measurements: Measurements): Check[] => [
  ...loadChecks(measurements),
  ...lighthouseChecks(measurements),
  ...weightChecks(measurements),
]
