import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'

async function anArtistId(client: Client): Promise<number> {
  return (await answer(client.get('/cms-api/artists?limit=1'))).body.docs[0].id
}

describe('albums collection', () => {
  it('anyone reads albums, newest release first', async () => {
    const { status, body } = await answer(new Client().get('/cms-api/albums?limit=100'))
    expect(status).toBe(200)
    expect(body.docs.length).toBeGreaterThanOrEqual(8)
    const dates = body.docs.map((a: { releaseDate: string }) => a.releaseDate)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('only an admin writes albums', async () => {
    const { client } = await newUser()
    const artist = await anArtistId(client)
    expect((await new Client().post('/cms-api/albums', { title: 'x', artist })).status).toBe(403)
    expect((await client.post('/cms-api/albums', { title: 'x', artist })).status).toBe(403)
    const album = (await answer(client.get('/cms-api/albums?limit=1'))).body.docs[0]
    expect((await client.patch(`/cms-api/albums/${album.id}`, { title: 'Hijacked' })).status).toBe(403)
    expect((await client.delete(`/cms-api/albums/${album.id}`)).status).toBe(403)
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
    [{ title: 'No artist' }, 'artist'],
    [{ title: 'Long feature', artist: 'ARTIST', featuredArtist: 'f'.repeat(256) }, 'featuredArtist'],
    [{ title: 'Ghost artist', artist: 999999 }, 'artist'],
  ])('refuses %j with 400 naming the field', async (data, field) => {
    const client = await admin()
    const artist = await anArtistId(client)
    const body = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === 'ARTIST' ? artist : v]))
    const result = await answer(client.post('/cms-api/albums', body))
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.body.errors)).toContain(field)
  })
})
