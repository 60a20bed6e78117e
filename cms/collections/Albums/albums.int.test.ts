import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'

async function anArtistId(client: Client): Promise<number> {
  return (await answer(client.get('/cms-api/artists?limit=1'))).body.docs[0].id
}

type Docs = { docs: { id: number; title: string; releaseDate: string }[] }
const refusal = (result: { errors?: { message: string }[] }) => result.errors?.[0]?.message

describe('albums collection', () => {
  it('anyone reads albums through GraphQL, newest release first', async () => {
    const { data } = await new Client().graphql<{ Albums: Docs }>('{ Albums(limit: 100) { docs { id title releaseDate } } }')
    expect(data?.Albums.docs.length).toBeGreaterThanOrEqual(8)
    const dates = data!.Albums.docs.map((album) => album.releaseDate)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('only an admin writes albums', async () => {
    const boss = await admin()
    const artist = await anArtistId(boss)
    const { client } = await newUser()
    const album = (await answer(boss.get('/cms-api/albums?limit=1'))).body.docs[0]
    for (const caller of [new Client(), client]) {
      expect(refusal(await caller.graphql(`mutation { createAlbum(data: { title: "x", slug: "x", artist: ${artist}, releaseDate: "2026-01-05" }) { id } }`))).toMatch(/not allowed/)
      expect(refusal(await caller.graphql(`mutation { updateAlbum(id: ${album.id}, data: { title: "Hijacked" }) { id } }`))).toMatch(/not allowed/)
      expect(refusal(await caller.graphql(`mutation { deleteAlbum(id: ${album.id}) { id } }`))).toMatch(/not allowed/)
    }
    expect((await client.patch(`/cms-api/albums/${album.id}`, { title: 'Hijacked' })).status).toBe(403)
    expect((await new Client().post('/cms-api/albums', { title: 'x', artist })).status).toBe(401)
    expect((await answer(boss.get(`/cms-api/albums/${album.id}`))).body.title).toBe(album.title)
  })

  it('an album without a release date is released now, and is active by default', async () => {
    const client = await admin()
    const before = Date.now()
    const { status, body } = await answer(client.post('/cms-api/albums', { title: 'Dated Today', artist: await anArtistId(client) }))
    expect(status).toBe(201)
    expect(body.doc.isActive).toBe(true)
    expect(new Date(body.doc.releaseDate).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it.each([
    [{ artist: 'ARTIST' }, 'title'],
    [{ title: 'x'.repeat(256), artist: 'ARTIST' }, 'title'],
    [{ title: '   ', artist: 'ARTIST' }, 'Title is required'],
    [{ title: 'No artist' }, 'artist'],
    [{ title: 'Long feature', artist: 'ARTIST', featuredArtist: 'f'.repeat(256) }, 'featuredArtist'],
    [{ title: 'Ghost artist', artist: 999999 }, 'artist'],
    [{ title: 'Numbered date', artist: 'ARTIST', releaseDate: 123 }, 'Must be a date such as 2026-11-16 or an ISO timestamp'],
    [{ title: 'Wordy date', artist: 'ARTIST', releaseDate: 'March 3' }, 'Must be a date such as 2026-11-16 or an ISO timestamp'],
  ])('refuses %j with 400 naming the field', async (data, field) => {
    const client = await admin()
    const artist = await anArtistId(client)
    const body = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === 'ARTIST' ? artist : v]))
    const result = await answer(client.post('/cms-api/albums', body))
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.body.errors)).toContain(field)
  })

  it('a blank title is refused through GraphQL, and the title is stored trimmed', async () => {
    const client = await admin()
    const artist = await anArtistId(client)
    const blank = await client.graphql(`mutation { createAlbum(data: { title: "   ", slug: "", artist: ${artist}, releaseDate: "2026-01-05" }) { id } }`)
    expect(JSON.stringify(blank.errors)).toContain('Title is required')
    const spaced = await client.graphql<{ createAlbum: { title: string } }>(
      `mutation { createAlbum(data: { title: "  Trimmed Tides ", slug: "", artist: ${artist}, releaseDate: "2026-01-05" }) { title } }`,
    )
    expect(spaced.data?.createAlbum.title).toBe('Trimmed Tides')
  })

  it('two albums of one title as long as a title may be both get a page: the second slug is cut to fit its -2', async () => {
    const client = await admin()
    const artistId = await anArtistId(client)
    const title = `Long ${Date.now()} ${'y'.repeat(255)}`.slice(0, 255)
    const first = await answer(client.post('/api/albums', { title, artistId, releaseDate: '2026-01-05' }))
    const second = await answer(client.post('/api/albums', { title, artistId, releaseDate: '2026-01-05' }))
    expect([first.status, second.status], JSON.stringify(second.body)).toEqual([201, 201])
    const slugs = await Promise.all([first, second].map(async ({ body }) => (await answer(client.get(`/cms-api/albums/${body.id}`))).body.slug as string))
    expect(slugs[0]).toHaveLength(255)
    expect(slugs[1]).toMatch(/^long-\d+-y+-2$/)
    expect(slugs[1]!.length).toBeLessThanOrEqual(255)
  })

  it.each(['Has Spaces', 'UPPER', 'a/b?c#d', 'double--hyphen', '-edge'])('refuses the slug %j, through REST and GraphQL, changing nothing', async (slug) => {
    const client = await admin()
    const album = (await answer(client.get('/cms-api/albums?limit=1'))).body.docs[0]
    const message = 'Slug must be lowercase letters and digits, words joined by single hyphens, such as night-drive-2.'
    const viaRest = await answer(client.patch(`/cms-api/albums/${album.id}`, { slug }))
    expect(viaRest.status).toBe(400)
    expect(JSON.stringify(viaRest.body.errors)).toContain(message)
    const viaGraphql = await client.graphql(`mutation ($slug: String) { updateAlbum(id: ${album.id}, data: { slug: $slug }) { id } }`, { slug })
    expect(JSON.stringify(viaGraphql.errors)).toContain(message)
    expect((await answer(client.get(`/cms-api/albums/${album.id}`))).body.slug).toBe(album.slug)
  })
})
