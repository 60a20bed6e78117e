import path from 'node:path'

/** Ports of the bench's own servers; other test servers use 3210–3215. */
export const PORTS = { app: 3290, floorNext: 3291, floorPg: 3292, queryLog: 3293, queryLogControl: 3294 } as const

export const APP_ORIGIN = `http://127.0.0.1:${PORTS.app}`
export const FLOOR_NEXT_ORIGIN = `http://127.0.0.1:${PORTS.floorNext}`
export const FLOOR_PG_ORIGIN = `http://127.0.0.1:${PORTS.floorPg}`

/** The PostgreSQL server the bench makes its throwaway database on. */
export const SERVER_DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

/** Everything the bench writes (the floor app, logs, Lighthouse reports, results) stays here. */
export const WORK_DIR = path.resolve('.tmp/bench')
export const LOG_DIR = path.join(WORK_DIR, 'logs')
export const RESULTS_FILE = path.join(WORK_DIR, 'results.json')

export const CONTENT = { albums: 200, posts: 50 } as const

export const LOAD = {
  connections: 32,
  /** Seconds per measured run; BENCH_DURATION shortens it while working on the bench itself. */
  duration: Number(process.env.BENCH_DURATION || 10),
  warmupConnections: 8,
  warmupRequests: 64,
  /**
   * Rounds of every load run, each floor measured beside the targets held against it, whose
   * medians count: one run of a target swung by a third between two benches on one build.
   */
  rounds: Number(process.env.BENCH_ROUNDS || 3),
} as const

/**
 * Lighthouse runs per page, whose median counts; more of them steady a metric that flips between
 * two values (the bare page's LCP does).
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)

/** Loads of each page in the real-browser phone run (phone.ts), whose median counts. */
export const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS || 5)

/** The Monday rush (rush.ts). */
export const RUSH = {
  clients: 64,
  /** From scheduling the album to its release moment: time to warm the pages and start the clients. */
  leadMs: 8_000,
  /** How long the clients go on past the moment. */
  afterMs: 5_000,
  /** Time given a render begun by a request to finish before the next look. */
  settleMs: 1_500,
  /** Every page shows the new album within this of the moment. */
  withinMs: 1_000,
} as const

/**
 * The site's own page with the least on it that is rendered for each request (it reads the query):
 * its layout, a heading and the search form. Beside it, the signed-in home's throughput and every
 * page's phone "alive" are reported against what the site's chrome alone costs, as well as held
 * to the targets against the bare page.
 */
export const SITE_PER_REQUEST_PATH = '/search'

/** The public pages; the article's and the album's slugs are filled in once the content is there. */
export const NOT_FOUND_PATH = '/bench-no-such-page'
export const publicPages = ({ articleSlug, albumSlug }: BenchSlugs) => [
  '/',
  '/albums',
  `/albums/${albumSlug}`,
  '/artists',
  '/blog',
  `/blog/${articleSlug}`,
  '/about',
  '/submit',
  '/contact',
  NOT_FOUND_PATH,
]

/** A published article and a released album whose pages are measured. */
export type BenchSlugs = { articleSlug: string; albumSlug: string }

/** The targets, as numbers. */
export const TARGETS = {
  pageThroughputRatio: 0.5,
  pageP99Ms: 100,
  apiThroughputRatio: 0.5,
  signedInHomeReqPerSec: 300,
  performanceRatio: 0.98,
  phoneLcpRatio: 1.3,
  phoneAliveRatio: 1.15,
  rushP99Ms: 300,
  perfectScore: 100,
  homeHtmlKb: 60,
  firstLoadJsKb: 200,
} as const
