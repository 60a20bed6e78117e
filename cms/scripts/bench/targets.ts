import { NOT_FOUND_PATH, RUSH, SITE_PER_REQUEST_PATH, TARGETS } from './config'
import type { Audit } from './lighthouse'
import type { LoadResult } from './load'
import type { PageWeight } from './pageWeight'
import type { PhoneLoad } from './phone'
import type { Rush } from './rush'

/** One row of the table: a target, what was measured, the floor it is held against, and the verdict. */
export type Check = {
  target: string
  unit: string
  measured: number
  floor: number | null
  ratio: number | null
  pass: boolean
  /** Shown for what it says, not held to a target: it passes whatever it measured. */
  reported?: boolean
  note?: string
}

export type Measurements = {
  weights: Map<string, PageWeight>
  /** The phone run's floor: a bare Next page with one client component, shown beside each page's JS. */
  floorWeight: PageWeight
  load: {
    floorNext: LoadResult
    /** The bare page rendered for each request: the signed-in home's reference, not its target. */
    floorPerRequest: LoadResult
    /** The site's own page with the least on it, rendered for each request (SITE_PER_REQUEST_PATH). */
    sitePerRequest: LoadResult
    floorPg: LoadResult
    pages: Map<string, LoadResult>
    api: LoadResult
    /** `/` with a session cookie. */
    signedInHome: LoadResult
  }
  /** What the signed-in home's HTML should show of its visitor and lacks (their greeting, their submissions). */
  signedInHomeLacks: string[]
  /** `siteFloor`: SITE_PER_REQUEST_PATH, the site's chrome around a search form. */
  phone: { floor: PhoneLoad; siteFloor: PhoneLoad; pages: Map<string, PhoneLoad> }
  rush: Rush
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
  const { api, signedInHome, floorPerRequest, sitePerRequest } = load
  const apiRatio = TARGETS.apiThroughputRatio
  checks.push(
    counted(ratioCheck(`GET /api/albums req/s ≥ ${apiRatio}× node+pg`, 'req/s', api.reqPerSec, floorPg.reqPerSec, (r) => r >= apiRatio), api, floorPg),
    counted(
      limitCheck(
        `signed-in / req/s ≥ ${TARGETS.signedInHomeReqPerSec}`,
        'req/s',
        signedInHome.reqPerSec,
        signedInHome.reqPerSec >= TARGETS.signedInHomeReqPerSec,
        floorPerRequest.reqPerSec,
      ),
      signedInHome,
      floorPerRequest,
    ),
    besideSiteFloor(ratioCheck(`signed-in / req/s beside ${SITE_PER_REQUEST_PATH} (per request)`, 'req/s', signedInHome.reqPerSec, sitePerRequest.reqPerSec, () => true)),
  )
  return checks
}

/** Reported, not targeted: a figure beside the site's own per-request page, the floor proposed for it. */
const besideSiteFloor = (check: Check): Check => ({ ...check, reported: true })

/** The signed-in home names its visitor and lists their submissions in the HTML it answers. */
function signedInHtmlCheck({ signedInHomeLacks: lacks }: Measurements): Check {
  const check = limitCheck('signed-in / HTML shows their greeting and submissions', 'missing', lacks.length, lacks.length === 0)
  return lacks.length ? { ...check, note: `lacks ${lacks.map((phrase) => `"${phrase}"`).join(', ')}` } : check
}

function phoneChecks({ phone: { floor, siteFloor, pages } }: Measurements): Check[] {
  const checks: Check[] = []
  for (const [path, page] of pages) {
    checks.push(
      ratioCheck(`phone ${path} LCP ≤ ${TARGETS.phoneLcpRatio}× floor`, 'ms', page.lcpMs, floor.lcpMs, (r) => r <= TARGETS.phoneLcpRatio),
      ratioCheck(`phone ${path} alive ≤ ${TARGETS.phoneAliveRatio}× floor`, 'ms', page.aliveMs, floor.aliveMs, (r) => r <= TARGETS.phoneAliveRatio),
      besideSiteFloor(ratioCheck(`phone ${path} alive beside ${SITE_PER_REQUEST_PATH}`, 'ms', page.aliveMs, siteFloor.aliveMs, () => true)),
    )
  }
  return checks
}

function rushChecks({ rush }: Measurements): Check[] {
  const errors = limitCheck('rush: no 5xx', '5xx', rush.serverErrors, rush.serverErrors === 0)
  const checks = [rush.failures ? { ...errors, pass: false, note: `${rush.failures} requests unanswered` } : errors]
  for (const [path, { lagMs, staleAfter }] of rush.pages) {
    const check = limitCheck(`rush: ${path} shows the album ≤ ${RUSH.withinMs} ms`, 'ms', lagMs, lagMs <= RUSH.withinMs && staleAfter === 0)
    checks.push(staleAfter ? { ...check, note: `${staleAfter} answers still without it later` } : check)
  }
  const pageP99s = [...rush.pages].map(([path, page]) => `${path} ${page.p99Ms.toFixed(0)}`).join(', ')
  const { renders } = rush
  checks.push(
    {
      ...limitCheck(`rush: p99 ≤ ${TARGETS.rushP99Ms} ms (${rush.requests} requests)`, 'ms', rush.p99Ms, rush.p99Ms <= TARGETS.rushP99Ms),
      note: `per page: ${pageP99s}`,
    },
    {
      target: 'rush: one render per page (busiest SQL vs one render each)',
      unit: 'runs',
      measured: renders.rush,
      floor: renders.oneRender,
      ratio: renders.ratio,
      // Twice as many runs of a page's own statement is a second render of that page.
      pass: renders.ratio < 2,
      note: shortSql(renders.sql),
    },
  )
  return checks
}

/** A statement as the table names it: what it reads, where. */
const shortSql = (sql: string) => sql.replace(/^select .*? from /is, '').replace(/\s+/g, ' ').slice(0, 90)

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
      { ...ratioCheck(`LH ${path} LCP (simulated)`, 'ms', page.lcpMs, floor.lcpMs, () => true), reported: true },
      scored('accessibility', page.accessibility, floor.accessibility),
      scoredOrExcused('best practices', page.bestPractices, floor.bestPractices),
      scoredOrExcused('SEO', page.seo, floor.seo),
    )
  }
  return checks
}

function weightChecks({ weights, floorWeight }: Measurements): Check[] {
  const home = weights.get('/')!
  const checks = [limitCheck(`HTML of / ≤ ${TARGETS.homeHtmlKb} kB`, 'kB', home.htmlKb, home.htmlKb <= TARGETS.homeHtmlKb)]
  for (const [path, { firstLoadJsKb }] of weights) {
    const limit = TARGETS.firstLoadJsKb
    checks.push(limitCheck(`${path} first-load JS ≤ ${limit} kB gz`, 'kB', firstLoadJsKb, firstLoadJsKb <= limit, floorWeight.firstLoadJsKb))
  }
  return checks
}

export const evaluate = (measurements: Measurements): Check[] => [
  ...loadChecks(measurements),
  signedInHtmlCheck(measurements),
  ...phoneChecks(measurements),
  ...rushChecks(measurements),
  ...lighthouseChecks(measurements),
  ...weightChecks(measurements),
]
