/**
 * `npm run bench`: the app on PostgreSQL with CONTENT's albums and posts, side by side with two
 * floors the bench builds and runs itself — a bare Next page (same Next and React; a twin of it
 * with the site's stylesheet and one client button for the phone run) and a bare node+pg server
 * over the same albums query — measured for throughput and p99 under load (autocannon, median of
 * LOAD.rounds), the signed-in home's HTML and throughput, real-browser phone loads (LCP and the
 * moment the page comes alive, median of PHONE_RUNS), Lighthouse mobile scores (median of 3), the
 * HTML of `/` and each page's first-load JavaScript, and last the Monday rush (a release under
 * load). Prints the table, writes it as JSON, and exits 1 when a target is missed.
 */
import { startApp } from './app'
import { cleanUp } from './cleanup'
import { APP_ORIGIN, CONTENT, FLOOR_NEXT_ORIGIN, FLOOR_PG_ORIGIN, LOAD, NOT_FOUND_PATH, publicPages, SITE_PER_REQUEST_PATH, type BenchSlugs } from './config'
import { checkServer } from './database'
import { buildFloorNext, FLOOR_ALIVE_CONTROL, PER_REQUEST_PATH, PHONE_PATH, startFloorNext } from './floorNext'
import { startFloorPg } from './floorPg'
import { audit } from './lighthouse'
import { measureLoad, medianOf, type LoadResult } from './load'
import { pageWeight, type PageWeight } from './pageWeight'
import { measurePhone } from './phone'
import { startQueryLog } from './queryLog'
import { printTable, writeJson } from './report'
import { mondayRushOrFailed } from './rush'
import { seedContent, signedInHomeLacks, signedInUser } from './seed'
import { siteStylesheet } from './siteStylesheet'
import { evaluate, type Measurements } from './targets'

/** The site's player (in every public page's layout) keeps Shuffle disabled until React has taken the page over. */
const SITE_ALIVE_CONTROL = 'section[aria-label="Music player"] button[aria-label="Shuffle"]'

// Next's telemetry would send build data to an outside host; nothing the bench runs may.
process.env.NEXT_TELEMETRY_DISABLED = '1'

/** The node+pg floor must answer the very list the app does, or it is no floor for it. */
async function checkSameAlbums(): Promise<void> {
  const ids = async (url: string) => ((await (await fetch(url)).json()) as { id: number }[]).map((album) => album.id).join()
  if ((await ids(`${APP_ORIGIN}/api/albums`)) !== (await ids(`${FLOOR_PG_ORIGIN}/`))) {
    throw new Error('The node+pg server does not list the albums GET /api/albums lists')
  }
}

/**
 * Every load target, LOAD.rounds times. Each round measures a floor, then the targets held
 * against it, so a busy spell of the machine hits both; each target keeps its median.
 */
async function measureLoads(slugs: BenchSlugs, signedIn: Record<string, string>): Promise<Measurements['load']> {
  const pagePaths = ['/', '/albums', `/albums/${slugs.albumSlug}`, `/blog/${slugs.articleSlug}`]
  const runs = new Map<string, LoadResult[]>()
  const run = async (key: string, result: Promise<LoadResult>) => runs.set(key, [...(runs.get(key) ?? []), await result])
  for (let round = 1; round <= LOAD.rounds; round++) {
    console.log(`Load, round ${round} of ${LOAD.rounds}: -c ${LOAD.connections} -d ${LOAD.duration} per target, each after ${LOAD.warmupRequests} warm-up requests…`)
    await run('floorNext', measureLoad(`${FLOOR_NEXT_ORIGIN}/`))
    for (const path of pagePaths) await run(path, measureLoad(APP_ORIGIN + path))
    await run('floorPg', measureLoad(`${FLOOR_PG_ORIGIN}/`))
    await run('api', measureLoad(`${APP_ORIGIN}/api/albums`))
    await run('floorPerRequest', measureLoad(FLOOR_NEXT_ORIGIN + PER_REQUEST_PATH))
    await run('sitePerRequest', measureLoad(APP_ORIGIN + SITE_PER_REQUEST_PATH))
    await run('signedInHome', measureLoad(`${APP_ORIGIN}/`, signedIn))
  }
  const median = (key: string) => medianOf(runs.get(key)!)
  return {
    floorNext: median('floorNext'),
    floorPerRequest: median('floorPerRequest'),
    sitePerRequest: median('sitePerRequest'),
    floorPg: median('floorPg'),
    pages: new Map(pagePaths.map((path) => [path, median(path)])),
    api: median('api'),
    signedInHome: median('signedInHome'),
  }
}

async function measure(): Promise<Measurements> {
  await checkServer()
  const serverUrl = await startQueryLog()
  console.log('Starting the app on a fresh database…')
  const { databaseUrl } = await startApp(serverUrl)
  console.log(`Building the bare Next page with the site's stylesheet; topping the content up to ${CONTENT.albums} albums and ${CONTENT.posts} posts…`)
  const [, slugs] = await Promise.all([siteStylesheet(`${APP_ORIGIN}/`).then(buildFloorNext), seedContent()])
  const user = await signedInUser()
  await Promise.all([startFloorNext(), startFloorPg(databaseUrl)])
  await checkSameAlbums()
  const pages = publicPages(slugs)

  const weights = new Map<string, PageWeight>()
  for (const path of pages) weights.set(path, await pageWeight(APP_ORIGIN + path))
  const floorWeight = await pageWeight(FLOOR_NEXT_ORIGIN + PHONE_PATH)
  const lacks = await signedInHomeLacks(user)

  const load = await measureLoads(slugs, user.headers())

  console.log('Phone loads in Chromium (RTT 150 ms, 1.6 Mbit/s, CPU 4×)…')
  const shown = pages.filter((path) => path !== NOT_FOUND_PATH)
  const phone = await measurePhone([
    { key: 'floor', url: FLOOR_NEXT_ORIGIN + PHONE_PATH, aliveControl: FLOOR_ALIVE_CONTROL },
    { key: 'siteFloor', url: APP_ORIGIN + SITE_PER_REQUEST_PATH, aliveControl: SITE_ALIVE_CONTROL },
    ...shown.map((path) => ({ key: path, url: APP_ORIGIN + path, aliveControl: SITE_ALIVE_CONTROL })),
  ])
  const phoneFloor = phone.get('floor')!
  const phoneSiteFloor = phone.get('siteFloor')!
  phone.delete('floor')
  phone.delete('siteFloor')

  console.log('Lighthouse, mobile…')
  const audits = await audit([
    { key: 'floor', url: `${FLOOR_NEXT_ORIGIN}/` },
    ...pages.map((path) => ({ key: path, url: APP_ORIGIN + path, notFound: path === NOT_FOUND_PATH })),
  ])
  const floor = audits.get('floor')!
  audits.delete('floor')

  // Last: it adds albums to the catalogue the other measurements read.
  console.log('The Monday rush…')
  const rush = await mondayRushOrFailed()
  return {
    weights,
    floorWeight,
    load,
    signedInHomeLacks: lacks,
    phone: { floor: phoneFloor, siteFloor: phoneSiteFloor, pages: phone },
    rush,
    lighthouse: { floor, pages: audits },
  }
}

const started = Date.now()
try {
  const measurements = await measure()
  const checks = evaluate(measurements)
  printTable(checks)
  writeJson(checks, measurements, { date: new Date().toISOString(), content: CONTENT, load: LOAD, seconds: Math.round((Date.now() - started) / 1000) })
  process.exitCode = checks.every((check) => check.pass) ? 0 : 1
} catch (error) {
  console.error('The bench could not finish:', error)
  process.exitCode = 1
} finally {
  await cleanUp()
  console.log(`Bench took ${((Date.now() - started) / 60_000).toFixed(1)} min.`)
}
