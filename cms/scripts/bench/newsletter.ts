/**
 * `npm run bench:newsletter`: one album's release e-mail to 10,000 confirmed subscribers, sent by
 * the built app on PostgreSQL through a fake SMTP server on 127.0.0.1 (cms/testing/fakeSmtp.ts):
 * the time from the release moment to the 10,000th mail accepted, the most SMTP connections open
 * at once (NEWSLETTER_SMTP_CONNECTIONS at most), the server process's RSS (start, peak and end of
 * the send; flat when the second half of the mails takes it no higher than the first) and p95 of
 * GET / and /albums at -c 4 before and during the send.
 * Prints the figures and exits 1 when a target is missed.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { smtpConnections } from '../../newsletter/release/transport'
import { startFakeSmtp } from '../../testing/fakeSmtp'
import { ADMIN, startApp } from './app'
import { onCleanup, runBench } from './cleanup'
import { APP_ORIGIN, SERVER_DATABASE_URL, WORK_DIR } from './config'
import { checkServer } from './database'
import { forMs, p95 } from './p95'
import { Session } from './session'

const SUBSCRIBERS = 10_000
const PAGES = ['/', '/albums']
const CLIENTS = 4
const DURATION_MS = Number(process.env.BENCH_DURATION || 10) * 1000
const TARGETS = { sendSeconds: 300, rssGrowth: 0.1, pageP95Ms: 100 } as const

/** The built server: serve-test's child. */
function serverPid(serveTestPid: number): number {
  const [child] = fs.readFileSync(`/proc/${serveTestPid}/task/${serveTestPid}/children`, 'utf8').trim().split(' ')
  if (!child) throw new Error(`serve-test (pid ${serveTestPid}) has no server process`)
  return Number(child)
}

const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

/**
 * Adds the subscribers once the job runner has announced the albums already out (the demo
 * content's), to nobody: the bench's send is its own album's alone.
 */
async function addSubscribers(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const unannounced = `SELECT count(*)::int AS count FROM albums a WHERE a.is_active AND a.release_date <= now() AND NOT EXISTS (SELECT 1 FROM release_mails r WHERE r.album_id = a.id)`
    while ((await client.query<{ count: number }>(unannounced)).rows[0]!.count > 0) await new Promise((resolve) => setTimeout(resolve, 200))
    await client.query(
      `INSERT INTO subscribers (email, status, every_release, consent_at, consent_source)
       SELECT 'fan-' || i || '@bench.test', 'confirmed', true, now(), 'footer' FROM generate_series(1, $1) i`,
      [SUBSCRIBERS],
    )
  } finally {
    await client.end()
  }
}

async function main(): Promise<number> {
  await checkServer()
  const mailbox = path.join(WORK_DIR, 'newsletter-mail')
  fs.rmSync(mailbox, { recursive: true, force: true })
  const smtp = await startFakeSmtp(mailbox)
  onCleanup(async () => {
    await smtp.close()
    fs.rmSync(mailbox, { recursive: true, force: true })
  })
  // The job runner asks every second, as in the cluster run: the send starts within one of the moment.
  const app = await startApp(SERVER_DATABASE_URL, { SMTP_URL: smtp.url, JOBS_CRON: '* * * * * *' })
  const server = serverPid(app.pid)
  console.log(`Adding ${SUBSCRIBERS.toLocaleString('en')} confirmed subscribers…`)
  await addSubscribers(app.databaseUrl)

  await p95(APP_ORIGIN, PAGES, CLIENTS, forMs(3000))
  const before = await p95(APP_ORIGIN, PAGES, CLIENTS, forMs(DURATION_MS))

  const admin = new Session()
  await admin.json('POST', '/api/auth/login', ADMIN)
  const [artist] = await admin.json<{ id: number }[]>('GET', '/api/artists')
  const moment = Date.now()
  await admin.json('POST', '/api/albums', { title: 'Bench Release', artistId: artist!.id, releaseDate: new Date(moment).toISOString(), isActive: true }, 201)

  const start = rssMb(server)
  // The server's RSS beside the mails accepted so far, every 250 ms of the send.
  const samples: { accepted: number; rss: number }[] = []
  let sentAt = 0
  const deadline = moment + 2 * TARGETS.sendSeconds * 1000
  const sent = () => smtp.stats.accepted >= SUBSCRIBERS || Date.now() > deadline
  const sampling = setInterval(() => samples.push({ accepted: smtp.stats.accepted, rss: rssMb(server) }), 250)
  const [during] = await Promise.all([
    p95(APP_ORIGIN, PAGES, CLIENTS, sent),
    (async () => {
      while (!sent()) await new Promise((resolve) => setTimeout(resolve, 100))
      sentAt = Date.now()
      clearInterval(sampling)
      samples.push({ accepted: smtp.stats.accepted, rss: rssMb(server) })
    })(),
  ])
  // Flat: memory does not grow with the mails sent, so the second half of them takes no more than the first.
  const peakOf = (half: typeof samples) => Math.max(0, ...half.map((sample) => sample.rss))
  const firstHalf = peakOf(samples.filter((sample) => sample.accepted < SUBSCRIBERS / 2))
  const secondHalf = peakOf(samples.filter((sample) => sample.accepted >= SUBSCRIBERS / 2))
  const rss = { start, peak: Math.max(firstHalf, secondHalf), end: samples.at(-1)!.rss }

  const seconds = (sentAt - moment) / 1000
  const connections = smtpConnections()
  const lines = [
    [`${smtp.stats.accepted.toLocaleString('en')} mails accepted`, `${seconds.toFixed(1)} s`, `all ${SUBSCRIBERS.toLocaleString('en')} within ${TARGETS.sendSeconds} s of the moment`, smtp.stats.accepted >= SUBSCRIBERS && seconds <= TARGETS.sendSeconds],
    ['SMTP connections at once', `${smtp.stats.peakOpen}`, `≤ NEWSLETTER_SMTP_CONNECTIONS (${connections})`, smtp.stats.peakOpen <= connections],
    ['server RSS start/peak/end', `${rss.start.toFixed(0)}/${rss.peak.toFixed(0)}/${rss.end.toFixed(0)} MB`, `flat: peak of the 2nd half of the mails ${secondHalf.toFixed(0)} MB ≤ 1st half's ${firstHalf.toFixed(0)} MB + ${TARGETS.rssGrowth * 100}%`, secondHalf <= firstHalf * (1 + TARGETS.rssGrowth)],
    [`GET ${PAGES.join(', ')} p95 (-c ${CLIENTS})`, `${during.toFixed(1)} ms`, `during the send; before it ${before.toFixed(1)} ms (≤ ${TARGETS.pageP95Ms} ms)`, during <= TARGETS.pageP95Ms],
  ] as const
  for (const [what, figure, target, met] of lines) console.log(`${met ? 'ok  ' : 'MISS'} ${what.padEnd(34)} ${figure.padStart(14)}  ${target}`)
  return lines.every((line) => line[3]) ? 0 : 1
}

runBench(main)
