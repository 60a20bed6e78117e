import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { RUNNER_LOCK_KEY } from '../../jobs/runnerLock'
import { smtpConnections } from '../../newsletter/release/transport'
import { admin, answer, Client } from '../../testing/client'
import { heldMail, holdMail, releaseMail } from '../../testing/fakeSmtp'
import { TEST_ADMIN } from '../../testing/fixtures'
import { onServer } from '../../testing/freshDatabase'
import type { Cluster } from './cluster'
import { sharedSite } from '../../testing/sharedSite'

/**
 * What holds only with several instances, checked on the cluster `npm run test:cluster` starts
 * (nginx in front of two instances; CLUSTER_INSTANCES names them). Outside that run, skipped.
 */

const instances = JSON.parse(process.env.CLUSTER_INSTANCES || '[]') as Cluster['instances']
const [a, b] = instances

/**
 * A request straight to one instance, as it arrives from nginx: the site's Origin (SITE_URL's,
 * nginx's address) and a Host of the instance's own, as nginx sends by default.
 */
function direct(instance: { url: string }, route: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers)
  headers.set('origin', sharedSite().baseURL)
  if (init.cookie) headers.set('cookie', init.cookie)
  return fetch(instance.url + route, { ...init, headers, redirect: 'manual' })
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ')

async function signIn(instance: { url: string }): Promise<string> {
  const response = await direct(instance, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  expect(response.status).toBe(200)
  return cookieOf(response)
}

const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? ''

/** The process ids of whoever holds the job runner's advisory lock (its connection says who it is). */
function runnerPids(): Promise<number[]> {
  return onServer(databaseUrl, async (client) => {
    // Advisory locks are per database: another app on the same server holds its own runner lock.
    const { rows } = await client.query<{ name: string }>(
      `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1 AND ((l.classid::bigint << 32) | l.objid::bigint) = $1
         AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [RUNNER_LOCK_KEY],
    )
    return rows.map((row) => Number(row.name.split(' ').at(-1)))
  })
}

/** Confirmed followers of the artist, made straight in the database: the API would take minutes for as many. */
const FOLLOWERS = 300

async function addFollowers(artistId: number, run: string): Promise<string[]> {
  const emails = Array.from({ length: FOLLOWERS }, (_, index) => `follower-${run}-${index}@cluster.test`)
  await onServer(databaseUrl, (client) =>
    client.query(
      `WITH made AS (
         INSERT INTO subscribers (email, status, consent_at, consent_source) SELECT unnest($1::text[]), 'confirmed', now(), 'artist' RETURNING id
       )
       INSERT INTO subscribers_rels ("order", parent_id, path, artists_id) SELECT 1, id, 'artists', $2 FROM made`,
      [emails, artistId],
    ),
  )
  return emails
}

/** How many mails of the subject each address got, read from the mailbox once. */
function mailsOfRelease(mailbox: string, subject: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const file of fs.readdirSync(mailbox)) {
    const mail = fs.readFileSync(path.join(mailbox, file), 'utf8')
    const to = /^To: (.*)$/m.exec(mail)?.[1]?.trim()
    if (to && mail.includes(subject)) counts.set(to, (counts.get(to) ?? 0) + 1)
  }
  return counts
}

/**
 * Where the album's deliveries and the newsletter jobs stand, straight from the database: what a
 * failed wait for the survivor's sends prints, to tell a stalled sender from retries held back.
 */
function sendingState(albumId: number): Promise<unknown> {
  return onServer(databaseUrl, async (client) => ({
    deliveries: (
      await client.query(
        `SELECT d.state, d.attempts, d.next_attempt_at > now() AS backing_off, d.claimed_at < now() - interval '10 seconds' AS stale, count(*)::int AS count
         FROM release_mail_recipients d JOIN release_mails r ON r.id = d.release_mail_id WHERE r.album_id = $1 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2`,
        [albumId],
      )
    ).rows,
    jobs: (await client.query(`SELECT id, processing, has_error, completed_at, created_at, updated_at FROM payload_jobs WHERE queue = 'newsletter' ORDER BY id`)).rows,
    runner: await runnerPids(),
  }))
}

function filesNamed(dir: string, name: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => path.basename(file).startsWith(name))
}

describe.skipIf(instances.length < 2)('several instances behind nginx', () => {
  it('a session made on one instance signs in on the other', async () => {
    const cookie = await signIn(a!)
    const user = await direct(b!, '/api/auth/user', { cookie })
    expect(user.status).toBe(200)
    expect(((await user.json()) as { email: string }).email).toBe(TEST_ADMIN.email)
  })

  it("an admin's write through one instance is read through the other within a second", async () => {
    const cookie = await signIn(a!)
    const artists = (await (await direct(b!, '/api/artists')).json()) as { id: number }[]
    await direct(b!, '/albums')
    const title = `Cluster ${crypto.randomUUID().slice(0, 8)}`
    const created = await direct(a!, '/api/albums', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title, artistId: artists[0]!.id, releaseDate: '2026-11-23' }),
    })
    expect(created.status).toBe(201)
    const read = async (route: string) => (await (await direct(b!, route)).text()).includes(title)
    await expect.poll(() => read('/albums'), { timeout: 1000, interval: 50 }).toBe(true)
    await expect.poll(() => read('/api/albums'), { timeout: 1000, interval: 50 }).toBe(true)
  })

  it('a file uploaded through one instance is served by the other, from the shared store', async () => {
    const cookie = await signIn(a!)
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#7c3aed' } }).png().toBuffer()
    const name = `cluster-${crypto.randomUUID().slice(0, 8)}`
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), `${name}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A purple square' }))
    const uploaded = await direct(a!, '/cms-api/media', { method: 'POST', cookie, body: form })
    expect(uploaded.status).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { filename: string; url: string } }
    for (const instance of [b!, a!]) {
      // As the admin: visitors see a file only once something public shows it (cms/collections/Media).
      const served = await direct(instance, `/cms-api/media/file/${doc.filename}`, { cookie })
      expect(served.status).toBe(200)
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true)
    }
    // Neither instance kept a copy of its own: the file lives only in the S3 store.
    for (const instance of instances) expect(filesNamed(instance.dataDir, name)).toEqual([])
  })

  it('a rate limit counts one visitor across both instances, and visitors apart', async () => {
    const message = { name: 'Grace', email: 'grace@example.com', subject: 'Press enquiry', message: 'Could we interview the collective?' }
    const visitor = new Client()
    // RATE_LIMIT_CONTACT: 5 an hour. nginx alternates, so both instances take some of them.
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await visitor.post('/api/contact', message)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    // Another visitor behind the same nginx is counted on their own address, not the proxy's.
    expect((await new Client().post('/api/contact', message)).status).toBe(201)
  })

  it('background jobs run on exactly one instance, the holder of the runner lock', async () => {
    // The first instance started first, and asks every second (JOBS_CRON) like the other.
    await expect.poll(runnerPids, { timeout: 5000, interval: 200 }).toEqual([a!.pid])
    // An expired counter and a due prune job: the runner does it, once.
    await onServer(databaseUrl, async (client) => {
      await client.query(`INSERT INTO rate_limits (key, hits, reset_at) VALUES ('cluster:expired', 1, now() - interval '1 minute')`)
      await client.query(`INSERT INTO payload_jobs (task_slug, queue, input, wait_until) VALUES ('pruneRateLimits', 'maintenance', '{}', now())`)
    })
    const left = () => onServer(databaseUrl, async (client) => (await client.query(`SELECT 1 FROM rate_limits WHERE key = 'cluster:expired'`)).rowCount)
    await expect.poll(left, { timeout: 5000, interval: 200 }).toBe(0)
    expect(await runnerPids()).toEqual([a!.pid])
  })

  it('kill -9 of the instance sending release e-mails, mid-batch and mid-stream of writes: the other keeps answering and sends the rest, each follower gets one mail, no write is lost', { timeout: 90_000 }, async () => {
    const client = await admin()
    const mailbox = sharedSite().mailbox
    const run = crypto.randomUUID().slice(0, 8)
    const artist = await answer(client.post('/api/artists', { name: `Followed ${run}` }))
    const followers = await addFollowers(Number(artist.body.id), run)
    // The sender's SMTP connections each stop at a message the mail server holds unanswered:
    // the kill lands there, never between the server's acceptance and the `sent` mark. A kill
    // in that instant would send that one mail twice: deliveries are claimed one at a time to
    // keep it at most one per connection.
    holdMail(mailbox, FOLLOWERS / 3)
    // A scheduled album's moment passes with both instances running and nobody acting.
    const title = `Release ${run}`
    const album = await answer(client.post('/api/albums', { title, artistId: Number(artist.body.id), releaseDate: new Date(Date.now() + 3000).toISOString() }))
    expect(album.status).toBe(201)
    await expect.poll(() => heldMail(mailbox).held, { timeout: 30_000, interval: 100 }).toBe(smtpConnections())
    const [sender] = await runnerPids()
    const survivor = instances.find((instance) => instance.pid !== sender)!

    const acknowledged: string[] = []
    const refused: number[] = []
    let sent = 0
    let killedAt = -1
    const writer = async () => {
      while (sent < 160) {
        const name = `Kill ${run} ${sent++}`
        if (sent === 40) {
          killedAt = acknowledged.length
          process.kill(sender!, 'SIGKILL')
        }
        const response = await client.post('/api/artists', { name }).catch(() => null)
        if (response?.status === 201) acknowledged.push(name)
        else refused.push(response?.status ?? 0)
      }
    }
    await Promise.all([writer(), writer(), writer(), writer()])
    console.log(`kill -9 mid-stream: ${sent} writes sent, ${acknowledged.length} acknowledged (${killedAt} before the kill), ${refused.length} refused ${JSON.stringify(refused)}`)
    expect(killedAt).toBeGreaterThan(0)
    // The writes in flight on the killed instance may fail; the rest are answered by the other.
    expect(refused.length).toBeLessThanOrEqual(8)
    const stored = new Set((await answer<{ name: string }[]>(client.get('/api/artists'))).body.map((each) => each.name))
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([])
    const after = await Promise.all(Array.from({ length: 10 }, () => new Client().get('/api/albums')))
    expect(after.map((response) => response.status)).toEqual(Array(10).fill(200))
    // The killed instance was the job runner: the survivor takes over.
    await expect.poll(runnerPids, { timeout: 5000, interval: 200 }).toEqual([survivor.pid])

    // The messages held for the dead sender are dropped, as a mail server drops a message whose
    // sender went away before its end was answered; the survivor sends the rest, and those once
    // their claims are stale (NEWSLETTER_STALE_CLAIM_SECONDS, 10 s in this run).
    await expect.poll(() => heldMail(mailbox).dropped, { timeout: 5000, interval: 100 }).toBe(smtpConnections())
    releaseMail(mailbox)
    // Every delivery sent (other tests' subscribers of every release among them): none is left to go.
    const pending = async () => (await answer(client.get(`/cms-api/newsletter/albums/${album.body.id}`))).body.deliveries?.pending
    await expect
      .poll(pending, { timeout: 40_000, interval: 500 })
      .toBe(0)
      .catch(async (error: unknown) => {
        console.log(`release e-mails still pending: ${JSON.stringify(await sendingState(Number(album.body.id)))}`)
        throw error
      })
    const received = mailsOfRelease(mailbox, `Subject: New album: ${title} by`)
    expect(followers.filter((email) => received.get(email) !== 1)).toEqual([])
  })
})
