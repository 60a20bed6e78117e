import fs from 'node:fs'
import path from 'node:path'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../testing/chromium'
import { runChild } from './children'
import { stopping } from './cleanup'
import { LIGHTHOUSE_RUNS, WORK_DIR } from './config'
import { median } from './median'

const CLI = path.resolve('node_modules/lighthouse/cli/index.js')
const CHROME_PATH = process.env.CHROME_PATH || CHROMIUM_PATH
// Headless, as the tests start it.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ')
const REPORT_DIR = path.join(WORK_DIR, 'lighthouse')

/** Medians of the runs; scores 0–100, LCP in ms. NaN when every run failed. */
export type Audit = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number }
export type AuditTarget = { key: string; url: string; notFound?: boolean }

type Report = {
  runtimeError?: { code: string; message: string }
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<
    string,
    { score: number | null; numericValue?: number; details?: { items?: { sourceLocation?: { url?: string } }[] } }
  >
}

/**
 * What a not-found page fails by being one: its status code, the noindex Next gives it, and the
 * console's "failed to load resource" for the document itself. Nothing else is excused.
 */
function excusedOnNotFound(report: Report, auditId: string, url: string): boolean {
  if (auditId === 'http-status-code' || auditId === 'is-crawlable') return true
  const items = report.audits[auditId]?.details?.items ?? []
  return auditId === 'errors-in-console' && items.every((item) => item.sourceLocation?.url === url)
}

/**
 * The category's score as Lighthouse shows it, a whole number 0–100; for a not-found page, the
 * weighted mean of the audits not excused.
 */
function categoryScore(report: Report, categoryId: string, target: AuditTarget): number {
  const category = report.categories[categoryId]
  if (!category) return NaN
  if (!target.notFound) return Math.round((category.score ?? NaN) * 100)
  let sum = 0
  let weights = 0
  for (const { id, weight } of category.auditRefs) {
    const score = report.audits[id]?.score ?? null
    if (weight === 0 || score === null || excusedOnNotFound(report, id, target.url)) continue
    sum += weight * score
    weights += weight
  }
  return weights ? Math.round((sum / weights) * 100) : NaN
}

async function runOnce(target: AuditTarget, round: number): Promise<Audit | null> {
  const name = `${target.key.replace(/[^\w-]+/g, '_')}-${round}`
  const output = path.join(REPORT_DIR, `${name}.json`)
  const args = [
    CLI,
    target.url,
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--disable-full-page-screenshot',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(target.notFound ? ['--ignore-status-code'] : []),
  ]
  try {
    await runChild(`lighthouse-${name}`, args, { ...process.env, CHROME_PATH }, 'SIGINT')
  } catch (error) {
    // Stopped by Ctrl-C: the bench is over, not just this run.
    if (stopping()) throw error
    console.error(`  Lighthouse ${target.url} (run ${round}): ${(error as Error).message}`)
    return null
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as Report
  if (report.runtimeError) {
    console.error(`  Lighthouse ${target.url} (run ${round}): ${report.runtimeError.code} ${report.runtimeError.message}`)
    return null
  }
  const score = (id: string) => categoryScore(report, id, target)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
  }
}

/**
 * Lighthouse (mobile, simulated throttling: its defaults) on every target, LIGHTHOUSE_RUNS times.
 * The runs go round by round over all targets, so a busy spell of the machine hits the app's pages
 * and the bare page alike; each metric is the median of its runs.
 */
export async function audit(targets: AuditTarget[]): Promise<Map<string, Audit>> {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}: apt-get install chromium, or set CHROME_PATH`)
  fs.mkdirSync(REPORT_DIR, { recursive: true })
  const runs = new Map<string, Audit[]>(targets.map((target) => [target.key, []]))
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
    for (const target of targets) {
      const result = await runOnce(target, round)
      if (result) runs.get(target.key)!.push(result)
      console.log(`  ${target.url} run ${round}: ${result ? `performance ${result.performance}, LCP ${result.lcpMs.toFixed(0)} ms` : 'failed'}`)
    }
  }
  const medians = new Map<string, Audit>()
  for (const [key, results] of runs) {
    const of = (metric: keyof Audit) => median(results.map((result) => result[metric]))
    medians.set(key, { performance: of('performance'), accessibility: of('accessibility'), bestPractices: of('bestPractices'), seo: of('seo'), lcpMs: of('lcpMs') })
  }
  return medians
}
