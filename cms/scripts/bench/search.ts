/**
 * `npm run bench:search`: the site search on PostgreSQL with 10,000 documents (searchSeed.ts),
 * beside a bare node+pg server running the same SQL (searchPgServer.ts): p95 of GET /api/search
 * and of the floor at -c 8, p95 of the header's suggestions (GET /api/search/suggest, short
 * prefixes) at -c 8, and what the search columns and indexes add to an INSERT (against a copy of
 * the table without them) and the count of a title's words into the vocabulary, alone and as a
 * part of an admin's write of an album and of a long post through the API.
 * Prints the figures and exits 1 when a target is missed.
 */
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import pg from 'pg'
import { recountTitleWords } from '../../search/vocabulary'
import { ADMIN, startApp } from './app'
import { runBench } from './cleanup'
import { startChild, waitForUrl } from './children'
import { APP_ORIGIN, SERVER_DATABASE_URL } from './config'
import { checkServer } from './database'
import { median } from './median'
import { forMs, p95 } from './p95'
import { SEARCHES, seedSearchCorpus, SUGGESTIONS } from './searchSeed'
import { Session } from './session'

const FLOOR_ORIGIN = 'http://127.0.0.1:3295'
const CONNECTIONS = 8
const DURATION_MS = Number(process.env.BENCH_DURATION || 10) * 1000
const TARGETS = { searchVsFloor: 2, suggestionsP95Ms: 50, writeOverhead: 0.2 } as const

/**
 * Milliseconds per single-row INSERT of `values` into `table` and into a copy of it without the
 * search columns' computation and indexes (its other indexes and defaults kept), alternating.
 */
async function insertCost(client: pg.Client, table: string, columns: string, values: string): Promise<{ indexed: number; plain: number }> {
  const plain = `bench_plain_${table}`
  await client.query(`CREATE TABLE ${plain} (LIKE ${table} INCLUDING DEFAULTS INCLUDING INDEXES)`)
  const { rows } = await client.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = $1 AND indexdef LIKE '%search%'`, [plain])
  for (const { indexname } of rows) await client.query(`DROP INDEX "${indexname}"`)
  const time = async (target: string, round: number) => {
    const started = performance.now()
    for (let i = 0; i < 100; i++) await client.query(`INSERT INTO ${target} (${columns}) VALUES (${values.replaceAll('$n', `'${target}-${round}-${i}'`)})`)
    return performance.now() - started
  }
  let indexed = 0
  let bare = 0
  for (let round = 0; round < 10; round++) {
    indexed += await time(table, round)
    bare += await time(plain, round)
  }
  return { indexed: indexed / 1000, plain: bare / 1000 }
}

/**
 * Milliseconds per count of a new title's words into the vocabulary (cms/search/vocabulary.ts), as
 * the collections' hooks run it on a write, outside the INSERT timed above; counted out after.
 */
async function vocabularyCost(client: pg.Client, title: (i: number) => string): Promise<number> {
  const db = drizzle({ client })
  let spent = 0
  for (let i = 0; i < 100; i++) {
    const started = performance.now()
    await recountTitleWords(db, null, title(i))
    spent += performance.now() - started
  }
  for (let i = 0; i < 100; i++) await recountTitleWords(db, title(i), null)
  return spent / 100
}

/** Writes timed per kind, whose median counts. */
const WRITES = 30

/**
 * Milliseconds (median of WRITES) of one kind of write as an admin makes it, through the whole
 * stack: what "the time of a write" is to the person waiting for it.
 */
async function writeMs(admin: Session, path: string, body: (i: number) => unknown): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < WRITES; i++) {
    const started = performance.now()
    await admin.json('POST', path, body(i), 201)
    times.push(performance.now() - started)
  }
  return median(times)
}

/** Medians (ms) of an admin's writes of an album and of a 1,500-word post (`words`) through the API. */
async function writeTimes(client: pg.Client, words: string): Promise<Record<'albums' | 'posts', number>> {
  const admin = new Session()
  await admin.json('POST', '/api/auth/login', ADMIN)
  const { rows } = await client.query<{ id: number }>('SELECT min(id) AS id FROM artists')
  let round = 0
  const time = async () => {
    round++
    return {
      albums: await writeMs(admin, '/api/albums', (i) => ({ title: `Bench album ${round}-${i}`, artistId: rows[0]!.id, description: 'An album of neon tides and velvet machines.' })),
      posts: await writeMs(admin, '/api/admin/blog', (i) => ({ title: `Bench write ${round}-${i}`, content: `<p>${words}</p>`, status: 'published' })),
    }
  }
  await time() // Warm-up: the routes' first compiles, the pools.
  return time()
}

async function main(): Promise<number> {
  await checkServer()
  const { databaseUrl } = await startApp(SERVER_DATABASE_URL)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    console.log('Seeding 10,000 documents…')
    await seedSearchCorpus(client)
    const floor = startChild('search-floor', ['--import', 'tsx', 'cms/scripts/bench/searchPgServer.ts'], { ...process.env, DATABASE_URL: databaseUrl, PORT: '3295' })
    await waitForUrl(floor, `${FLOOR_ORIGIN}/?q=neon`)
    const searchPaths = SEARCHES.map((q) => `/api/search?q=${encodeURIComponent(q)}`)
    const floorPaths = SEARCHES.map((q) => `/?q=${encodeURIComponent(q)}`)
    const suggestionPaths = SUGGESTIONS.map((q) => `/api/search/suggest?q=${encodeURIComponent(q)}`)
    // Warm-up: JIT, pools, the planner's statistics.
    await p95(APP_ORIGIN, [...searchPaths, ...suggestionPaths], CONNECTIONS, forMs(3000))
    await p95(FLOOR_ORIGIN, floorPaths, CONNECTIONS, forMs(3000))
    const app = await p95(APP_ORIGIN, searchPaths, CONNECTIONS, forMs(DURATION_MS))
    const bare = await p95(FLOOR_ORIGIN, floorPaths, CONNECTIONS, forMs(DURATION_MS))
    const suggestions = await p95(APP_ORIGIN, suggestionPaths, CONNECTIONS, forMs(DURATION_MS))
    // The same route answering at once, with no word to look up: what the framework alone costs at -c 8.
    const routeAlone = await p95(APP_ORIGIN, [`/api/search/suggest?q=${encodeURIComponent('🎵')}`], CONNECTIONS, forMs(DURATION_MS))
    const words = 'neon horizon velvet machine glacier quasar '.repeat(250)
    const body = `'{"root":{"children":[{"type":"paragraph","children":[{"type":"text","text":"${words}"}]}]}}'`
    const inserts = {
      albums: await insertCost(client, 'albums', 'title, slug, artist_id, description, release_date, is_active', `$n, $n, (SELECT min(id) FROM artists), 'An album of neon tides and velvet machines.', now(), true`),
      posts: await insertCost(client, 'blog_posts', 'title, slug, content, status, published_at, author_id, author_name', `$n, $n, ${body}, 'published', now(), (SELECT min(id) FROM users), 'Bench'`),
    }
    const vocabulary = {
      albums: await vocabularyCost(client, (i) => `Bench album vocabulary ${i}`),
      posts: await vocabularyCost(client, (i) => `Bench write vocabulary ${i}`),
    }
    const writes = await writeTimes(client, words)
    const ms = (value: number) => `${value.toFixed(2)} ms`
    // What search adds to a write is its part of the INSERT (the columns it computes, the indexes it
    // fills) and the count of the title's words, each timed precisely above; held against the whole
    // write an admin waits for.
    const searchMs = (kind: 'albums' | 'posts') => inserts[kind].indexed - inserts[kind].plain + vocabulary[kind]
    const share = (kind: 'albums' | 'posts') => searchMs(kind) / writes[kind]
    const writeLine = (what: string, kind: 'albums' | 'posts') =>
      [
        what,
        ms(writes[kind]),
        `search's ${ms(searchMs(kind))} of it (vocabulary ${ms(vocabulary[kind])}): ${(share(kind) * 100).toFixed(1)}% (≤ 20%)`,
        share(kind) <= TARGETS.writeOverhead,
      ] as const
    const lines = [
      ['GET /api/search p95 (-c 8)', `${app.toFixed(1)} ms`, `≤ ${TARGETS.searchVsFloor}× node+pg (${bare.toFixed(1)} ms): ${(app / bare).toFixed(2)}×`, app <= TARGETS.searchVsFloor * bare],
      ['suggestions p95 (-c 8)', `${suggestions.toFixed(1)} ms`, `≤ ${TARGETS.suggestionsP95Ms} ms`, suggestions <= TARGETS.suggestionsP95Ms],
      writeLine('album write (POST /api/albums)', 'albums'),
      writeLine('post write, 1,500 words', 'posts'),
    ] as const
    console.log(`info ${'suggest route, no database read'.padEnd(32)} ${`${routeAlone.toFixed(1)} ms`.padStart(10)}  p95 (-c 8) of the same route answering an empty list at once`)
    // Not targets: the bare statements alone, against which a 1,500-word post's search words cost several times the INSERT (README "Search").
    for (const [kind, cost] of Object.entries(inserts)) console.log(`info ${`${kind} INSERT alone`.padEnd(32)} ${ms(cost.indexed).padStart(10)}  without search ${ms(cost.plain)}: +${((cost.indexed / cost.plain - 1) * 100).toFixed(0)}%`)
    for (const [what, figure, target, met] of lines) console.log(`${met ? 'ok  ' : 'MISS'} ${what.padEnd(32)} ${figure.padStart(10)}  ${target}`)
    return lines.every((line) => line[3]) ? 0 : 1
  } finally {
    await client.end()
  }
}

runBench(main)
