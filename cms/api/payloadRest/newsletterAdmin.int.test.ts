import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser, uniqueEmail } from '../../testing/client'
import { acceptMailTo, refuseMailTo } from '../../testing/fakeSmtp'
import { TEST_ADMIN } from '../../testing/fixtures'
import { mailsTo } from '../../testing/mailbox'
import { confirmedSubscriber, eventuallyMail } from '../../testing/newsletter'
import { sharedSite } from '../../testing/sharedSite'

/** The admin's Subscribers view and each album's release e-mail box (README "Newsletter"), through Payload's REST. */

const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const overview = async (client: Client, email = '') => (await answer(client.get(`/cms-api/newsletter/subscribers?email=${encodeURIComponent(email)}`))).body

async function newArtist(boss: Client, name = unique('Nova')): Promise<{ id: number; name: string }> {
  const made = await answer(boss.post('/api/artists', { name, description: 'Synths.', modelVersion: 'v1' }))
  expect(made.status).toBe(201)
  return { id: Number(made.body.id), name: made.body.name }
}

async function newAlbum(boss: Client, artistId: number, releaseDate?: string): Promise<{ id: string; title: string }> {
  const title = unique('Night Drive')
  const made = await answer(boss.post('/api/albums', { title, artistId, description: 'Ten tracks for the road.', ...(releaseDate ? { releaseDate } : {}) }))
  expect(made.status).toBe(201)
  return { id: made.body.id, title }
}

/** The album's deliveries once `done` says they have settled (the job runner turns every 2 s). */
type Deliveries = { sent: number; failed: number; pending: number }

async function deliveriesOnce(boss: Client, albumId: string, done: (deliveries: Deliveries | null) => boolean): Promise<Deliveries> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const { body } = await answer(boss.get(`/cms-api/newsletter/albums/${albumId}`))
    if (done(body.deliveries)) return body.deliveries
    await pause(500)
  }
  throw new Error('The deliveries never settled')
}

describe('the admin Subscribers view', () => {
  it('refuses outsiders with 401 and signed-in users with 403, in JSON', async () => {
    const boss = await admin()
    const album = await newAlbum(boss, (await newArtist(boss)).id)
    const { client: user } = await newUser('Noor')
    const calls: [string, string][] = [
      ['GET', '/cms-api/newsletter/subscribers'],
      ['GET', '/cms-api/newsletter/subscribers/export'],
      ['GET', `/cms-api/newsletter/albums/${album.id}`],
      ['POST', `/cms-api/newsletter/albums/${album.id}/test`],
      ['POST', `/cms-api/newsletter/albums/${album.id}/resend-failed`],
    ]
    for (const [method, path] of calls) {
      const outsider = await answer(new Client().request(method, path))
      expect([method, path, outsider.status, outsider.body.errors[0].message]).toEqual([method, path, 401, expect.stringMatching(/^Please sign in as an admin/)])
      const notAdmin = await answer(user.request(method, path))
      expect([method, path, notAdmin.status, notAdmin.body.errors[0].message]).toEqual([method, path, 403, expect.stringMatching(/^Only admins may/)])
    }
    expect(mailsTo(sharedSite().mailbox, TEST_ADMIN.email).filter((mail) => mail.includes(album.title))).toEqual([])
  })

  it('counts by status and per artist, and finds addresses by part of them', async () => {
    const boss = await admin()
    const artist = await newArtist(boss)
    const before = (await overview(boss)).counts
    const label = crypto.randomUUID().slice(0, 8)
    const followers = await Promise.all([`ada-${label}@integration.test`, `bo-${label}@integration.test`].map((email) => confirmedSubscriber({ everyRelease: false, artists: [artist.id] }, email)))
    await new Client().post('/api/newsletter/subscribe', { email: `cy-${label}@integration.test`, everyRelease: true })

    const found = await overview(boss, label.toUpperCase())
    expect(found.counts.confirmed - before.confirmed).toBe(2)
    expect(found.counts.pending - before.pending).toBe(1)
    expect(found.artists).toContainEqual({ id: artist.id, name: artist.name, followers: 2 })
    expect(found.matches.total).toBe(3)
    expect(found.matches.subscribers.map((each: { email: string; status: string }) => [each.email, each.status])).toEqual([
      [followers[0], 'confirmed'],
      [followers[1], 'confirmed'],
      [`cy-${label}@integration.test`, 'pending'],
    ])
    const tooLong = await answer(boss.get(`/cms-api/newsletter/subscribers?email=${'a'.repeat(256)}`))
    expect(tooLong).toEqual({ status: 400, body: { errors: [{ message: 'Search at most 255 characters.' }] } })
  })

  it('exports what is stored as CSV, with cells a spreadsheet would run defused', async () => {
    const boss = await admin()
    const artist = await newArtist(boss, unique('=SUM(1,2) Nova'))
    const email = `+fan-${crypto.randomUUID().slice(0, 8)}@integration.test`
    await confirmedSubscriber({ everyRelease: true, artists: [artist.id] }, email)

    const response = await boss.get('/cms-api/newsletter/subscribers/export')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = (await response.text()).split('\r\n')
    expect(lines[0]).toBe('Email,Status,Every release,Follows,Consent given,Consent source')
    const row = lines.find((line) => line.startsWith(`'${email},`))
    expect(row).toMatch(new RegExp(`^'\\${email},confirmed,yes,"'${artist.name.replace(/[()]/g, '\\$&')}",\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,footer$`))
  })

  it('deletes a subscriber for good: gone from the counts, the search and the export', async () => {
    const boss = await admin()
    const artist = await newArtist(boss)
    const email = await confirmedSubscriber({ everyRelease: false, artists: [artist.id] })
    const [found] = (await overview(boss, email)).matches.subscribers
    expect((await boss.delete(`/cms-api/subscribers/${found.id}`)).status).toBe(200)

    const after = await overview(boss, email)
    expect(after.matches).toEqual({ total: 0, subscribers: [] })
    expect(after.artists).toContainEqual({ id: artist.id, name: artist.name, followers: 0 })
    expect(await (await boss.get('/cms-api/newsletter/subscribers/export')).text()).not.toContain(email)
    // Nobody else may.
    expect((await new Client().delete(`/cms-api/subscribers/${found.id}`)).status).toBe(401)
  })
})

describe("an album's release e-mail in the admin", () => {
  it('sends a test to the signed-in admin only, which is no delivery and no release, within a limit', async () => {
    const boss = await admin()
    const artist = await newArtist(boss)
    const follower = await confirmedSubscriber({ everyRelease: false, artists: [artist.id] })
    const album = await newAlbum(boss, artist.id, new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString())

    expect(await answer(boss.get(`/cms-api/newsletter/albums/${album.id}`))).toEqual({ status: 200, body: { deliveries: null } })
    const sent = await answer(boss.post(`/cms-api/newsletter/albums/${album.id}/test`))
    expect(sent).toEqual({ status: 200, body: { message: `Test e-mail sent to ${TEST_ADMIN.email}.` } })
    const subject = `Subject: New album: ${album.title} by ${artist.name}`
    const mail = await eventuallyMail(TEST_ADMIN.email, subject)
    expect(mail).toContain('Ten tracks for the road.')
    expect(mailsTo(sharedSite().mailbox, follower)).not.toContainEqual(expect.stringContaining(album.title))
    expect(await answer(boss.get(`/cms-api/newsletter/albums/${album.id}`))).toEqual({ status: 200, body: { deliveries: null } })

    expect((await answer(boss.post('/cms-api/newsletter/albums/999999999/test'))).status).toBe(404)
    expect((await answer(boss.get('/cms-api/newsletter/albums/not-an-id'))).status).toBe(404)
    // RATE_LIMIT_NEWSLETTER_TEST, 10 an hour per admin by default.
    let refused: Response | undefined
    for (let attempt = 0; attempt < 11 && !refused; attempt++) {
      const response = await boss.post(`/cms-api/newsletter/albums/${album.id}/test`)
      if (response.status === 429) refused = response
    }
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await refused!.json()).errors[0].message).toMatch(/^Too many test e-mails\. Please wait/)
  })

  it('resends the failed deliveries only, once the mail server takes them', { timeout: 150_000 }, async () => {
    const boss = await admin()
    const artist = await newArtist(boss)
    const taken = await confirmedSubscriber({ everyRelease: false, artists: [artist.id] })
    const bounced = await confirmedSubscriber({ everyRelease: false, artists: [artist.id] }, uniqueEmail('bounced'))
    refuseMailTo(sharedSite().mailbox, bounced)
    try {
      const album = await newAlbum(boss, artist.id)
      const subject = `Subject: New album: ${album.title}`
      // Every-release subscribers of the other tests get it too.
      const first = await deliveriesOnce(boss, album.id, (each) => each?.pending === 0)
      expect(first).toMatchObject({ failed: 1, pending: 0 })
      expect(mailsTo(sharedSite().mailbox, taken).filter((mail) => mail.includes(subject))).toHaveLength(1)

      acceptMailTo(sharedSite().mailbox, bounced)
      expect(await answer(boss.post(`/cms-api/newsletter/albums/${album.id}/resend-failed`))).toEqual({ status: 200, body: { resent: 1, message: '1 failed e-mail will be sent again.' } })
      await eventuallyMail(bounced, subject)
      const settled = { sent: first.sent + 1, failed: 0, pending: 0 }
      expect(await deliveriesOnce(boss, album.id, (each) => each?.pending === 0)).toEqual(settled)
      expect((await answer(boss.post(`/cms-api/newsletter/albums/${album.id}/resend-failed`))).body.resent).toBe(0)
      await pause(3_000)
      expect([taken, bounced].map((email) => mailsTo(sharedSite().mailbox, email).filter((mail) => mail.includes(subject)).length)).toEqual([1, 1])

      // A recipient deleted afterwards leaves the album's counts as they were.
      const [gone] = (await overview(boss, bounced)).matches.subscribers
      expect((await boss.delete(`/cms-api/subscribers/${gone.id}`)).status).toBe(200)
      expect((await answer(boss.get(`/cms-api/newsletter/albums/${album.id}`))).body.deliveries).toEqual(settled)
    } finally {
      acceptMailTo(sharedSite().mailbox, bounced)
    }
  })
})
