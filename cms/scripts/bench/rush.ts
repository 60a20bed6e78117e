import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { request } from 'undici'
import { ADMIN } from './app'
import { stopping } from './cleanup'
import { RUSH, WORK_DIR } from './config'
import { contentStatements, startLogging, takeLog } from './queryLog'
import type { LoggedStatement } from './queryLogServer'
import { rendersPerPage, type Renders } from './renders'
import { summarizeRush, type RushSample, type RushSummary } from './rushSummary'
import { Session } from './session'

export type Rush = RushSummary & {
  /** The SQL the app ran from the moment on, beside that of one render of each page. */
  renders: Renders
  moment: string
}

type Release = { title: string; slug: string; moment: number }

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())))

/** A new album, released `leadMs` from now, as an admin schedules one. */
async function scheduleRelease(admin: Session, leadMs: number): Promise<Release> {
  const [artist] = await admin.json<{ id: number; name: string }[]>('GET', '/api/artists')
  const moment = Date.now() + leadMs
  const title = `Monday Rush ${crypto.randomBytes(4).toString('hex')}`
  const { slug } = await admin.json<{ slug: string }>('POST', '/api/albums', {
    title,
    artistId: artist!.id,
    featuredArtist: artist!.name,
    description: 'Released while the bench watches the pages that show it.',
    releaseDate: new Date(moment).toISOString(),
    isActive: true,
  }, 201)
  return { title, slug, moment }
}

const pagesOf = (release: Release) => ['/', '/albums', `/albums/${release.slug}`]

async function ask(origin: string, path: string, title: string): Promise<RushSample> {
  const startedAt = Date.now()
  try {
    const response = await request(origin + path, { headersTimeout: 30_000, bodyTimeout: 30_000 })
    const body = await response.body.text()
    return { path, startedAt, answeredAt: Date.now(), status: response.statusCode, showsAlbum: response.statusCode === 200 && body.includes(title) }
  } catch {
    return { path, startedAt, answeredAt: Date.now(), status: 0, showsAlbum: false }
  }
}

/**
 * Before a release, the pages as everyone has them: each asked `times` times (once per instance
 * behind a round-robin balancer), so the caches hold them.
 */
async function warm(origin: string, release: Release, times = 1): Promise<void> {
  for (const path of pagesOf(release)) {
    for (let time = 0; time < times; time++) await ask(origin, path, release.title)
  }
}

/**
 * One render of each page after a release, by a lone visitor: each page asked, one after the
 * other, until it shows the album, then once more after the render's time to settle. The
 * statements the app runs meanwhile are what one render of each page costs.
 */
async function oneRenderEach(admin: Session): Promise<string[]> {
  const release = await scheduleRelease(admin, RUSH.leadMs)
  await warm(admin.origin, release)
  await sleepUntil(release.moment)
  await startLogging()
  for (const path of pagesOf(release)) {
    for (let attempt = 0; !(await ask(admin.origin, path, release.title)).showsAlbum; attempt++) {
      if (attempt === 50) throw new Error(`${path} did not show the released album ${release.title}`)
      await sleepUntil(Date.now() + RUSH.settleMs)
    }
    await sleepUntil(Date.now() + RUSH.settleMs)
    await ask(admin.origin, path, release.title)
  }
  return counted('one-render', await takeLog(), release.moment)
}

/** The content statements of `log` from `moment` on, kept in WORK_DIR for a reader to see what counted. */
function counted(name: string, log: LoggedStatement[], moment: number): string[] {
  const statements = contentStatements(log, moment)
  const timed = statements.map((entry) => ({ ms: entry.at - moment, sql: entry.sql }))
  fs.writeFileSync(path.join(WORK_DIR, `rush-${name}-statements.json`), `${JSON.stringify(timed, null, 1)}\n`)
  return statements.map((entry) => entry.sql)
}

/** A rush that could not be run: every figure NaN and one failure, so each of its targets is missed. */
const failedRush = (): Rush => ({
  requests: 0,
  serverErrors: 0,
  failures: 1,
  p99Ms: NaN,
  pages: new Map(),
  renders: { ratio: NaN, sql: '', rush: NaN, oneRender: NaN },
  moment: '',
})

/** The rush, or a failed one when it could not be run: the rest of the table still counts. */
export async function mondayRushOrFailed(): Promise<Rush> {
  return mondayRush().catch((error: Error) => {
    if (stopping()) throw error
    console.error(`  The Monday rush could not be run: ${error.message}`)
    return failedRush()
  })
}

type RushOptions = {
  /** Run at the release moment, while the visitors go on (the bench starts its query log). */
  atMoment?: () => Promise<void>
  /** How many times each page is asked before the rush: once per instance behind a balancer. */
  warmings?: number
}

/**
 * The Monday rush on the site `admin` is signed in to: RUSH.clients visitors, spread over `/`,
 * `/albums` and the new album's page, asking again as soon as answered, from just after the
 * album is scheduled until RUSH.afterMs past its release moment.
 */
export async function rushAcrossRelease(admin: Session, { atMoment, warmings }: RushOptions = {}): Promise<RushSummary & { moment: number }> {
  const release = await scheduleRelease(admin, RUSH.leadMs)
  const pages = pagesOf(release)
  await warm(admin.origin, release, warmings)
  const end = release.moment + RUSH.afterMs
  const samples: RushSample[] = []
  const visitor = async (path: string) => {
    while (Date.now() < end) samples.push(await ask(admin.origin, path, release.title))
  }
  const atTheMoment = sleepUntil(release.moment).then(atMoment)
  await Promise.all([atTheMoment, ...Array.from({ length: RUSH.clients }, (_, index) => visitor(pages[index % pages.length]!))])
  return { ...summarizeRush(samples, pages, release.moment, RUSH.withinMs), moment: release.moment }
}

/**
 * The bench's rush: its figures, and the renders per page told from the statements the app ran
 * from the moment on beside those of one render of each page (oneRenderEach).
 */
async function mondayRush(): Promise<Rush> {
  const admin = new Session()
  await admin.json('POST', '/api/auth/login', ADMIN)
  const oneRender = await oneRenderEach(admin)
  const { moment, ...summary } = await rushAcrossRelease(admin, { atMoment: startLogging })
  // Renders begun by the last answers finish before the count.
  await sleepUntil(Date.now() + RUSH.settleMs)
  const rush = counted('rush', await takeLog(), moment)
  return { ...summary, renders: rendersPerPage(rush, oneRender), moment: new Date(moment).toISOString() }
}
