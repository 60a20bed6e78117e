import crypto from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'

/**
 * An uploaded file is seen by visitors only once something public shows it: the cover of a
 * scheduled album stays secret through every way in (GraphQL, the file, its resized copies)
 * until the release moment, then is public at once with nobody acting. Admins see every file.
 */

const DAY = 24 * 3600 * 1000
const visitor = new Client()
const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`

type Upload = { id: number; filename: string; path: string }

async function upload(boss: Client, name: string): Promise<Upload> {
  const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#7c3aed' } }).png().toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), `${name}.png`)
  form.append('_payload', JSON.stringify({ alt: `Cover of ${name}` }))
  const response = await fetch(`${boss.baseURL}/cms-api/media`, { method: 'POST', body: form, headers: boss.headers() })
  expect(response.status).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number; filename: string } }
  return { id: doc.id, filename: doc.filename, path: `/cms-api/media/file/${encodeURIComponent(doc.filename)}` }
}

const resized = (file: Upload) => `/_next/image?url=${encodeURIComponent(file.path)}&w=64&q=75`

/** Every way a caller reaches an uploaded file, with whether it got the file (or its name) there. */
async function reached(client: Client, file: Upload) {
  const graphql = await client.graphql<{ allMedia: { docs: { filename: string }[] }; Media: { alt: string } | null; countallMedia: { totalDocs: number } }>(
    `query ($name: String) { allMedia(pagination: false) { docs { filename } } Media(id: ${file.id}) { alt } countallMedia(where: { filename: { equals: $name } }) { totalDocs } }`,
    { name: file.filename },
  )
  const byAlt = await client.graphql<{ allMedia: { docs: unknown[] } }>(`query ($alt: String) { allMedia(where: { alt: { like: $alt } }) { docs { id } } }`, {
    alt: file.filename.replace(/\.png$/, ''),
  })
  return {
    'GraphQL allMedia': graphql.data?.allMedia.docs.some((doc) => doc.filename === file.filename) ?? false,
    'GraphQL allMedia by alt': (byAlt.data?.allMedia.docs.length ?? 0) > 0,
    'GraphQL Media by id': Boolean(graphql.data?.Media),
    'GraphQL countallMedia': (graphql.data?.countallMedia.totalDocs ?? 0) > 0,
    'GET file': (await client.get(file.path)).status === 200,
    'a range of the file': (await client.request('GET', file.path, undefined, { range: 'bytes=0-7' })).status === 206,
    'resized': (await client.get(resized(file))).status === 200,
  }
}

const shown = (ways: Record<string, boolean>) => Object.entries(ways).filter(([, seen]) => seen).map(([way]) => way)
const hidden = (ways: Record<string, boolean>) => Object.entries(ways).filter(([, seen]) => !seen).map(([way]) => way)

describe('an uploaded file', () => {
  let boss: Client
  let file: Upload
  let artistId: number | undefined

  beforeAll(async () => {
    boss = await admin()
    file = await upload(boss, unique('loose'))
  })
  afterAll(async () => {
    if (artistId) await boss.delete(`/cms-api/artists/${artistId}`)
  })

  it('that nothing uses is seen by admins only', async () => {
    const { client: member } = await newUser('Curious')
    for (const client of [visitor, member]) expect(shown(await reached(client, file))).toEqual([])
    expect(hidden(await reached(boss, file))).toEqual(['resized'])
  })

  it('answers a hidden file as a missing one, kept by no shared cache', async () => {
    const refused = await visitor.get(file.path)
    const missing = await visitor.get('/cms-api/media/file/no-such-file.png')
    expect([refused.status, await refused.text()]).toEqual([missing.status, await missing.text()])
    expect(refused.status).toBe(404)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    const resizedRefusal = await visitor.get(resized(file))
    expect(resizedRefusal.status).toBeGreaterThanOrEqual(400)
    expect(resizedRefusal.status).toBeLessThan(500)
    expect(resizedRefusal.headers.get('cache-control')).toBe('no-store')
    // An admin's copy is theirs alone.
    expect((await boss.get(file.path)).headers.get('cache-control')).toBe('private, no-store')
  })

  it("is not published by a user's avatar pointing at it", async () => {
    const { client: member, id } = await newUser('Pointer')
    const set = await member.graphql(`mutation { updateUser(id: ${id}, data: { profileImageUrl: "${file.path}" }) { profileImageUrl } }`)
    expect(set.errors).toBeUndefined()
    expect(shown(await reached(visitor, file))).toEqual([])
  })

  it('is public at once when an active artist shows it, and hidden again when none does', async () => {
    const artist = await answer<{ doc: { id: number } }>(boss.post('/cms-api/artists', { name: unique('Pictured'), profileImageUrl: `${boss.baseURL}${file.path}` }))
    expect(artist.status).toBe(201)
    artistId = artist.body.doc.id
    expect(hidden(await reached(visitor, file))).toEqual([])
    const visitorCopy = await visitor.get(file.path)
    expect(visitorCopy.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect((await boss.patch(`/cms-api/artists/${artistId}`, { isActive: false })).status).toBe(200)
    expect(shown(await reached(new Client(), file)).filter((way) => way !== 'resized')).toEqual([])
  })
})

describe("a scheduled album's cover", () => {
  // A few seconds ahead, on the real clock: long enough for the checks made before it.
  let moment: Date
  let boss: Client
  let cover: Upload
  let albumId: number
  let albumSlug: string

  beforeAll(async () => {
    boss = await admin()
    cover = await upload(boss, unique('secret'))
    moment = new Date(Date.now() + 15_000)
    const artists = await answer<{ id: number }[]>(visitor.get('/api/artists'))
    const album = await answer<{ id: number; slug: string }>(
      boss.post('/api/albums', { title: unique('Secret Album'), artistId: artists.body[0]!.id, releaseDate: moment.toISOString(), coverImageUrl: cover.path }),
    )
    expect(album.status).toBe(201)
    albumId = album.body.id
    albumSlug = album.body.slug
  })

  afterAll(async () => {
    if (albumId) await boss.delete(`/cms-api/albums/${albumId}`)
  })

  it('is secret to visitors and signed-in users through every way in until the moment', async () => {
    const { client: member } = await newUser('Early')
    for (const client of [visitor, member]) expect(shown(await reached(client, cover))).toEqual([])
    expect((await visitor.get(`/albums/${albumSlug}`)).status).toBe(404)
    // Admins prepare the release with it.
    expect(hidden(await reached(boss, cover))).toEqual(['resized'])
    expect(Date.now()).toBeLessThan(moment.getTime())
  })

  it('is public on every way in from the moment, with nobody acting', async () => {
    await new Promise((resolve) => setTimeout(resolve, moment.getTime() - Date.now() + 100))
    expect(hidden(await reached(visitor, cover))).toEqual([])
    // The album's page is rendered afresh once the cached list of albums has been served past its moment.
    await expect.poll(async () => (await visitor.get(`/albums/${albumSlug}`)).status, { timeout: 10_000, interval: 200 }).toBe(200)
    expect(await (await visitor.get(`/albums/${albumSlug}`)).text()).toContain(encodeURIComponent(cover.path))
  }, 45_000)

  it('is secret again when its album is moved later, and public at once when moved to now', async () => {
    expect((await boss.patch(`/cms-api/albums/${albumId}`, { releaseDate: new Date(Date.now() + DAY).toISOString() })).status).toBe(200)
    expect(shown(await reached(new Client(), cover)).filter((way) => way !== 'resized')).toEqual([])
    expect((await boss.patch(`/cms-api/albums/${albumId}`, { releaseDate: new Date(Date.now() - 1000).toISOString() })).status).toBe(200)
    expect(hidden(await reached(new Client(), cover))).toEqual([])
  })

  it('is hidden once its album is deleted', async () => {
    expect((await boss.delete(`/cms-api/albums/${albumId}`)).status).toBe(200)
    albumId = 0
    expect(shown(await reached(new Client(), cover)).filter((way) => way !== 'resized')).toEqual([])
  })
})
