import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { admin, answer, Client, uniqueEmail } from '../../testing/client'
import { linkIn, mailsTo } from '../../testing/mailbox'
import { confirmedSubscriber, eventuallyMail } from '../../testing/newsletter'
import { sharedSite } from '../../testing/sharedSite'

/**
 * A scheduled album's moment passes with nobody acting: each subscriber of every release and each
 * follower of its artist gets its release e-mail once; an edit, an unpublish and a re-publish
 * send nothing more. The job runner asks every 2 s in this suite (cms/testing/globalSetup.ts).
 */

const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('release e-mails', () => {
  it('go out once to each follower and every-release subscriber when a scheduled album goes live', { timeout: 150_000 }, async () => {
    const boss = await admin()
    const artist = await answer(boss.post('/api/artists', { name: unique('Nova'), description: 'Synths.', modelVersion: 'v1' }))
    const other = await answer(boss.post('/api/artists', { name: unique('Other'), description: 'Drums.', modelVersion: 'v1' }))
    expect(artist.status).toBe(201)
    const artistId = Number(artist.body.id)
    const follower = await confirmedSubscriber({ everyRelease: false, artists: [artistId] })
    const everything = await confirmedSubscriber({ everyRelease: true, artists: [] })
    const elsewhere = await confirmedSubscriber({ everyRelease: false, artists: [Number(other.body.id)] })
    const unconfirmed = uniqueEmail('pending')
    await new Client().post('/api/newsletter/subscribe', { email: unconfirmed, everyRelease: true })

    const title = unique('Night Drive')
    const moment = new Date(Date.now() + 8_000)
    const album = await answer(
      boss.post('/api/albums', { title, artistId, releaseDate: moment.toISOString(), description: 'Ten tracks for the road.', spotifyUrl: 'https://open.spotify.com/album/abc' }),
    )
    expect(album.status).toBe(201)
    const subject = `Subject: New album: ${title} by ${artist.body.name}`

    // Before its moment, nothing goes out.
    await pause(4_000)
    expect(mailsTo(sharedSite().mailbox, follower).filter((mail) => mail.includes(subject))).toEqual([])

    // Long headers come folded onto continuation lines: read them unfolded.
    const mail = (await eventuallyMail(follower, subject)).replace(/\r?\n[ \t]+/g, ' ')
    await eventuallyMail(everything, subject)
    expect(mail).toContain('Ten tracks for the road.')
    expect(mail).toContain(`/albums/${album.body.slug}`)
    expect(mail).toContain('Listen on Spotify')
    expect(mail).toContain('Content-Type: text/plain')
    expect(mail).toContain('Content-Type: text/html')
    expect(mail).toMatch(new RegExp(`^List-Unsubscribe: <${sharedSite().baseURL}/api/newsletter/unsubscribe\\?token=\\d+\\.[\\w-]+>`, 'm'))
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)

    // Edited, unpublished and published again: nothing more for anyone.
    await boss.patch(`/cms-api/albums/${album.body.id}`, { title: `${title} (Deluxe)` })
    await boss.patch(`/cms-api/albums/${album.body.id}`, { isActive: false })
    await pause(3_000)
    await boss.patch(`/cms-api/albums/${album.body.id}`, { isActive: true })
    await pause(8_000)
    const sent = (email: string) => mailsTo(sharedSite().mailbox, email).filter((each) => each.includes(`Subject: New album: ${title}`)).length
    expect([sent(follower), sent(everything), sent(elsewhere), sent(unconfirmed)]).toEqual([1, 1, 0, 0])

    // The link a reader clicks leads to a page whose button unsubscribes: opening it changes nothing.
    const page = linkIn(mail, '/newsletter/unsubscribe')
    expect(page.origin + page.pathname).toBe(`${sharedSite().baseURL}/newsletter/unsubscribe`)
    const opened = await fetch(page)
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('Unsubscribe me')
    expect((await answer(boss.get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(follower)}`))).body.docs[0].status).toBe('confirmed')

    // The mail's one-click address unsubscribes its own reader.
    const unsubscribe = /^List-Unsubscribe: <([^>]+)>/m.exec(mail)![1]!
    const response = await fetch(unsubscribe, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect(response.status).toBe(200)
    const stored = await answer(boss.get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(follower)}`))
    expect(stored.body.docs[0].status).toBe('unsubscribed')
  })

  it('are not sent for an album added with a release over a week ago: the catalogue filled in is no news', { timeout: 60_000 }, async () => {
    const boss = await admin()
    const artist = await answer(boss.post('/api/artists', { name: unique('Archive'), description: 'Old tapes.', modelVersion: 'v1' }))
    const follower = await confirmedSubscriber({ everyRelease: true, artists: [Number(artist.body.id)] })
    const old = unique('Old Tapes')
    const recent = unique('Last Monday')
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
    expect((await answer(boss.post('/api/albums', { title: old, artistId: artist.body.id, releaseDate: daysAgo(30) }))).status).toBe(201)
    expect((await answer(boss.post('/api/albums', { title: recent, artistId: artist.body.id, releaseDate: daysAgo(4) }))).status).toBe(201)
    // The album of this week is announced; by then the runner has seen the older one too.
    await eventuallyMail(follower, `Subject: New album: ${recent}`)
    await pause(4_000)
    expect(mailsTo(sharedSite().mailbox, follower).filter((mail) => mail.includes(`Subject: New album: ${old}`))).toEqual([])
  })
})
