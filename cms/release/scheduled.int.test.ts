import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../testing/client'

/**
 * An album or post scheduled for a later moment is seen by no visitor through any way in until
 * then, and by everyone from then on, with nobody acting: the cached pages and rows expire at the
 * moment. The moment is a few seconds ahead, on the real clock, as in production.
 */

const DAY = 24 * 3600 * 1000
const visitor = new Client()
const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`

/** The Monday (UTC) at least two days ahead of now, as YYYY-MM-DD: the day the album is scheduled for. */
function comingMonday(): string {
  const day = new Date(Date.now() + 2 * DAY)
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7))
  return day.toISOString().slice(0, 10)
}

const monday = comingMonday()
/** Long enough ahead for the checks made before it (pages rendered for the first time included). */
const LEAD_MS = 30_000
const moment = new Date(Date.now() + LEAD_MS)
const albumTitle = unique('Upcoming Album')
const postTitle = unique('Scheduled Post')
const postSlug = postTitle.toLowerCase().replace(/ /g, '-')
let albumId: number
let albumSlug: string
let postId: number

const page = async (path: string, client = visitor) => {
  const response = await client.get(path)
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), text: await response.text() }
}
const graphqlAlbums = async (client: Client) =>
  (await client.graphql<{ Albums: { docs: { title: string }[] }; countAlbums: { totalDocs: number } }>(
    `{ Albums(pagination: false) { docs { title } } countAlbums { totalDocs } }`,
  )).data!

/** Every way a visitor reads albums and posts, with whether the scheduled ones show in it. */
async function seenByVisitor(client: Client = visitor) {
  const albumRows = (await answer<{ title: string }[]>(client.get('/api/albums'))).body.map((row) => row.title)
  const postRows = (await answer<{ title: string }[]>(client.get('/api/blog'))).body.map((row) => row.title)
  const graphql = await graphqlAlbums(client)
  const posts = (await client.graphql<{ BlogPosts: { docs: { title: string }[] } }>(`{ BlogPosts(pagination: false) { docs { title } } }`)).data!
  return {
    '/api/albums': albumRows.includes(albumTitle),
    '/api/blog': postRows.includes(postTitle),
    'GraphQL Albums': graphql.Albums.docs.some((album) => album.title === albumTitle),
    'GraphQL BlogPosts': posts.BlogPosts.docs.some((post) => post.title === postTitle),
    '/': (await page('/', client)).text.includes(albumTitle),
    '/albums': (await page('/albums', client)).text.includes(albumTitle),
    '/artists': (await page('/artists', client)).text.includes(albumTitle),
    [`/albums/${albumSlug}`]: (await page(`/albums/${albumSlug}`, client)).status === 200,
    '/albums/rss.xml': (await page('/albums/rss.xml', client)).text.includes(albumTitle),
    'sitemap.xml album': (await page('/sitemap.xml', client)).text.includes(`/albums/${albumSlug}<`),
    '/blog': (await page('/blog', client)).text.includes(postTitle),
    [`/blog/${postSlug}`]: (await page(`/blog/${postSlug}`, client)).status === 200,
    [`/api/blog/slug/${postSlug}`]: (await client.get(`/api/blog/slug/${postSlug}`)).status === 200,
    '/blog/rss.xml': (await page('/blog/rss.xml', client)).text.includes(postTitle),
    '/sitemap.xml': (await page('/sitemap.xml', client)).text.includes(`/blog/${postSlug}`),
  }
}


describe('a scheduled release', () => {
  let albumCountBefore: number

  beforeAll(async () => {
    const boss = await admin()
    albumCountBefore = (await graphqlAlbums(visitor)).countAlbums.totalDocs
    const artists = await answer<{ id: number }[]>(visitor.get('/api/artists'))
    const album = await answer<{ id: number; slug: string; releaseDate: string }>(
      boss.post('/api/albums', { title: albumTitle, artistId: artists.body[0]!.id, releaseDate: moment.toISOString() }),
    )
    expect(album.status).toBe(201)
    albumId = album.body.id
    albumSlug = album.body.slug
    const post = await answer<{ id: number }>(
      boss.post('/api/admin/blog', { title: postTitle, slug: postSlug, content: '<p>Out on Monday.</p>', status: 'published', publishedAt: moment.toISOString() }),
    )
    expect(post.status).toBe(201)
    postId = post.body.id
  })

  afterAll(async () => {
    const boss = await admin()
    if (albumId) await boss.delete(`/cms-api/albums/${albumId}`)
    if (postId) await boss.delete(`/api/admin/blog/${postId}`)
  })

  it('takes a date-only release date as 00:00 of that day in the collective time zone (UTC here)', async () => {
    const boss = await admin()
    const artists = await answer<{ id: number }[]>(visitor.get('/api/artists'))
    const album = await answer<{ id: number; releaseDate: string }>(
      boss.post('/api/albums', { title: unique('Monday Album'), artistId: artists.body[0]!.id, releaseDate: monday }),
    )
    expect(album.body.releaseDate).toBe(`${monday}T00:00:00.000Z`)
    await boss.delete(`/cms-api/albums/${album.body.id}`)
  })

  it('is hidden from visitors and signed-in users through every way in, counts included', async () => {
    const { client: member } = await newUser('Early')
    for (const client of [visitor, member]) {
      const seen = await seenByVisitor(client)
      expect(Object.entries(seen).filter(([, shown]) => shown)).toEqual([])
    }
    expect((await graphqlAlbums(visitor)).countAlbums.totalDocs).toBe(albumCountBefore)
    expect((await member.graphql(`{ Album(id: ${albumId}) { title } }`)).data?.Album ?? null).toBeNull()
    expect((await member.get(`/cms-api/albums/${albumId}`)).status).toBeGreaterThanOrEqual(400)
  })

  it('refuses comments on a scheduled post as on a missing one', async () => {
    const { client: member } = await newUser('Commenter')
    const response = await member.post(`/api/blog/${postId}/comments`, { content: 'First!' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  it('is seen by admins, who run everything', async () => {
    const rows = await answer<{ title: string }[]>((await admin()).get('/api/albums'))
    expect(rows.body.map((row) => row.title)).toContain(albumTitle)
  })

  it('a spoofed clock header moves nothing', async () => {
    const response = await visitor.request('GET', '/api/albums', undefined, { date: new Date(moment.getTime() + DAY).toUTCString(), 'x-test-clock': String(DAY * 30) })
    expect((await response.json() as { title: string }[]).map((row) => row.title)).not.toContain(albumTitle)
  })

  it('shows everywhere once the moment has come, the cache expiring at it with nobody acting', async () => {
    // Everything cached as it was: the next request would be a hit.
    // Stored after answering, and not within seconds of a write to what it shows (cache-handler.mjs).
    const cachedSoon = (path: string) => expect.poll(async () => (await page(path)).cache, { message: path, timeout: 15_000, interval: 250 }).toBe('HIT')
    for (const path of ['/', '/albums', '/artists', '/blog', '/sitemap.xml']) await cachedSoon(path)
    // Its own page and the post's are not-founds until then, kept like any page: no visitor made
    // these addresses up (a made-up one's is never kept: cache/freshness.int.test.ts).
    for (const path of [`/albums/${albumSlug}`, `/blog/${postSlug}`]) {
      await cachedSoon(path)
      expect((await page(path)).status, path).toBe(404)
    }
    expect(Date.now()).toBeLessThan(moment.getTime())
    expect(Object.entries(await seenByVisitor()).filter(([, shown]) => shown)).toEqual([])

    await new Promise((resolve) => setTimeout(resolve, moment.getTime() - Date.now() + 100))
    // The first visitor after the moment gets the release: no page kept from before it is served
    // once more while it renders afresh (site/cache-handler.mjs).
    expect((await page('/albums')).text, '/albums').toContain(albumTitle)
    expect((await page('/')).text, '/').toContain(albumTitle)
    expect((await page(`/albums/${albumSlug}`)).status, 'its page').toBe(200)
    expect((await page(`/blog/${postSlug}`)).status, 'the post').toBe(200)
    await expect.poll(async () => Object.entries(await seenByVisitor()).filter(([, shown]) => !shown), { timeout: 10_000, interval: 200 }).toEqual([])
    expect((await graphqlAlbums(visitor)).countAlbums.totalDocs).toBe(albumCountBefore + 1)
    // From then on the new state is what the cache keeps.
    await cachedSoon('/albums')
    expect(albumSlug).toMatch(/^upcoming-album-/)
  }, 60_000)
})
