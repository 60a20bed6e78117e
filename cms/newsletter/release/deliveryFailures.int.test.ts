import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SOCKET_PORT, socketDir } from '../../db/paths'
import { stopServer } from '../../scripts/spawnServer'
import { answer, Client, uniqueEmail } from '../../testing/client'
import { startFakeSmtp } from '../../testing/fakeSmtp'
import { RELEASE_SEND_PORT, TEST_ADMIN } from '../../testing/fixtures'
import { mailsTo } from '../../testing/mailbox'
import { confirmedSubscriber } from '../../testing/newsletter'
import { startTestSite, type TestSite } from '../../testing/testSite'
import { staleClaimSeconds } from './deliveries'

/**
 * The sender's hard paths, on a site of its own whose mail server turns recipients away on
 * demand. The job runner asks every second; what would take minutes (a backoff, a claim going
 * stale) is brought forward in the database, as the clock would.
 */

const mailbox = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-release-mail-'))
/** How many more sends to each address the mail server turns away. */
const refusals = new Map<string, number>()
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
let site: TestSite
let db: pg.Client
let boss: Client

const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`

type Delivery = { id: number; state: string; attempts: number; waitSeconds: number | null; albumId: number | null }

/** The deliveries to `email`, oldest first. */
async function deliveries(email: string): Promise<Delivery[]> {
  const { rows } = await db.query<Delivery>(
    `SELECT d.id, d.state, d.attempts::int AS attempts, extract(epoch FROM d.next_attempt_at - now())::float8 AS "waitSeconds", rm.album_id AS "albumId"
     FROM release_mail_recipients d JOIN subscribers s ON s.id = d.subscriber_id JOIN release_mails rm ON rm.id = d.release_mail_id
     WHERE s.email = $1 ORDER BY d.id`,
    [email],
  )
  return rows
}

/** Waits (up to 40 s) until `check` passes. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 40_000, interval: 250 })

const releaseMails = (email: string, title: string) => mailsTo(mailbox, email).filter((mail) => mail.includes(`Subject: New album: ${title} by`))

async function newArtist(): Promise<number> {
  const artist = await answer(boss.post('/api/artists', { name: unique('Nova'), description: 'Synths.', modelVersion: 'v1' }))
  expect(artist.status).toBe(201)
  return Number(artist.body.id)
}

/** An album of `artistId` out now: the runner announces it within a second. */
async function releasedAlbum(artistId: number): Promise<{ id: number; title: string }> {
  const title = unique('Night Drive')
  const album = await answer(boss.post('/api/albums', { title, artistId, releaseDate: new Date().toISOString(), description: 'Ten tracks.' }))
  expect(album.status).toBe(201)
  return { id: Number(album.body.id), title }
}

/** A follower of `artistId` whose first `refused` sends are turned away by the mail server. */
async function follower(artistId: number, refused = 0): Promise<string> {
  const email = await confirmedSubscriber({ everyRelease: false, artists: [artistId] }, uniqueEmail('listener'), { baseURL: site.url, mailbox })
  refusals.set(email, refused)
  return email
}

beforeAll(async () => {
  smtp = await startFakeSmtp(mailbox, (recipient) => {
    const left = refusals.get(recipient) ?? 0
    refusals.set(recipient, left - 1)
    return left > 0
  })
  site = await startTestSite(RELEASE_SEND_PORT, { SMTP_URL: smtp.url, JOBS_CRON: '* * * * * *' })
  const { DATABASE_URL: url, DATA_DIR: dir } = site.env
  db = new pg.Client(url ? { connectionString: url } : { host: socketDir(dir!), port: SOCKET_PORT, user: 'postgres', password: 'embedded', database: 'postgres' })
  await db.connect()
  boss = new Client(site.url)
  expect((await boss.post('/api/auth/login', TEST_ADMIN)).status).toBe(200)
}, 180_000)

afterAll(async () => {
  await db?.end()
  if (site) await stopServer(site.server)
  await smtp?.close()
  fs.rmSync(mailbox, { recursive: true, force: true })
})

describe('release e-mail deliveries', () => {
  it('a send the mail server turns away is tried again after a growing backoff, then sent once', { timeout: 120_000 }, async () => {
    const artistId = await newArtist()
    const email = await follower(artistId, 2)
    const album = await releasedAlbum(artistId)

    await eventually(async () => expect(await deliveries(email)).toMatchObject([{ state: 'pending', attempts: 1 }]))
    expect((await deliveries(email))[0]!.waitSeconds).toBeGreaterThan(50)
    expect(releaseMails(email, album.title)).toEqual([])

    // A minute later, the second attempt: turned away again, tried again two minutes on.
    await db.query(`UPDATE release_mail_recipients SET next_attempt_at = now() WHERE id = $1`, [(await deliveries(email))[0]!.id])
    await eventually(async () => expect(await deliveries(email)).toMatchObject([{ state: 'pending', attempts: 2 }]))
    expect((await deliveries(email))[0]!.waitSeconds).toBeGreaterThan(110)

    await db.query(`UPDATE release_mail_recipients SET next_attempt_at = now() WHERE id = $1`, [(await deliveries(email))[0]!.id])
    await eventually(async () => expect(await deliveries(email)).toMatchObject([{ state: 'sent', attempts: 3 }]))
    expect(releaseMails(email, album.title)).toHaveLength(1)
  })

  it('a delivery claimed by a sender that died is taken again once its claim is stale, and sent once', { timeout: 120_000 }, async () => {
    const artistId = await newArtist()
    const email = await follower(artistId, 1)
    const album = await releasedAlbum(artistId)
    await eventually(async () => expect(await deliveries(email)).toMatchObject([{ state: 'pending', attempts: 1 }]))

    // As a sender leaves it when killed mid-send, a minute ago: claimed, not yet stale.
    const [{ id }] = (await deliveries(email)) as [Delivery]
    await db.query(`UPDATE release_mail_recipients SET state = 'sending', claimed_at = now() - interval '60 seconds', next_attempt_at = NULL WHERE id = $1`, [id])
    // Another album's mail arriving shows that a full run has passed since, leaving the claim alone.
    const otherArtist = await newArtist()
    const witness = await follower(otherArtist)
    const other = await releasedAlbum(otherArtist)
    await eventually(async () => expect(releaseMails(witness, other.title)).toHaveLength(1))
    expect(await deliveries(email)).toMatchObject([{ state: 'sending', attempts: 1 }])
    expect(releaseMails(email, album.title)).toEqual([])

    await db.query(`UPDATE release_mail_recipients SET claimed_at = now() - make_interval(secs => $2) WHERE id = $1`, [id, staleClaimSeconds() + 1])
    await eventually(async () => expect(await deliveries(email)).toMatchObject([{ state: 'sent', attempts: 2 }]))
    expect(releaseMails(email, album.title)).toHaveLength(1)
  })

  it('an album deleted after its send record was made leaves no delivery claimed and stops no other', { timeout: 120_000 }, async () => {
    const artistId = await newArtist()
    const email = await follower(artistId, 1)
    const deleted = await releasedAlbum(artistId)
    await eventually(async () => expect(await deliveries(email)).toMatchObject([{ state: 'pending', attempts: 1, albumId: deleted.id }]))

    expect((await boss.delete(`/cms-api/albums/${deleted.id}`)).status).toBe(200)
    // Due again together with the next album's delivery, and claimed first (the older one).
    await db.query(`UPDATE release_mail_recipients SET next_attempt_at = now() WHERE id = $1`, [(await deliveries(email))[0]!.id])
    const next = await releasedAlbum(artistId)

    await eventually(async () => expect(releaseMails(email, next.title)).toHaveLength(1))
    await eventually(async () => expect(await deliveries(email)).toMatchObject([{ state: 'sent', albumId: next.id }]))
    expect(releaseMails(email, deleted.title)).toEqual([])
  })
})
