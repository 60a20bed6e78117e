import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'

type Album = { id: number; title: string; artistId: number; releaseDate: string; isActive: boolean; featuredArtist: string | null }

async function artistId(): Promise<number> {
  return (await answer<{ id: number }[]>(new Client().get('/api/artists'))).body[0]!.id
}

const count = async (client: Client) => (await answer<Album[]>(client.get('/api/albums'))).body.length

describe('/api/albums', () => {
  it('GET lists albums in the contract shape (with the slug of their page), newest release first', async () => {
    const { status, body } = await answer<Album[]>(new Client().get('/api/albums'))
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(8)
    expect(Object.keys(body[0]!).sort()).toEqual(
      ['artistId', 'coverImageUrl', 'createdAt', 'description', 'featuredArtist', 'id', 'isActive', 'releaseDate', 'slug', 'spotifyUrl', 'title'].sort(),
    )
    const dates = body.map((album) => album.releaseDate)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('POST: refused signed out and for a user; an admin creates (releaseDate defaults to now)', async () => {
    const body = { title: 'Contract Album', artistId: await artistId() }
    expect((await new Client().post('/api/albums', body)).status).toBe(401)
    expect((await (await newUser()).client.post('/api/albums', body)).status).toBe(403)
    const before = Date.now()
    const created = await answer<Album>((await admin()).post('/api/albums', { ...body, artistId: String(body.artistId) }))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ title: 'Contract Album', artistId: body.artistId, isActive: true })
    expect(new Date(created.body.releaseDate).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('POST takes releaseDate as YYYY-MM-DD', async () => {
    const created = await answer<Album>(
      (await admin()).post('/api/albums', { title: 'Dated', artistId: await artistId(), releaseDate: '2026-11-16' }),
    )
    expect(created.body.releaseDate.slice(0, 10)).toBe('2026-11-16')
  })

  it.each([
    [{ title: 'x' }, 'artistId must be a positive integer'],
    [{ title: 'x', artistId: -3 }, 'artistId must be a positive integer'],
    [{ title: 'x', artistId: 1.5 }, 'artistId must be a positive integer'],
    [{ title: 'x', artistId: 'abc' }, 'artistId must be a positive integer'],
    [{ title: 'x', artistId: 999999 }, 'No artist with id 999999 exists.'],
    [{ title: 'x', artistId: 2147483648 }, 'artistId must be the id of an artist'],
    [{ title: '', artistId: 'ARTIST' }, 'Title is required'],
    [{ title: ' \t\n ', artistId: 'ARTIST' }, 'Title is required'],
    [{ title: 7, artistId: 'ARTIST' }, 'Title must be text'],
    [{ title: 'x', artistId: 'ARTIST', coverImageUrl: 123 }, 'A web address must be text'],
    [{ title: 't'.repeat(256), artistId: 'ARTIST' }, 'Title must be at most 255 characters'],
    [{ title: 'x', artistId: 'ARTIST', featuredArtist: 'f'.repeat(256) }, 'Featured artist must be at most 255 characters'],
    [{ title: 'x', artistId: 'ARTIST', releaseDate: 'next tuesday' }, 'releaseDate must be a date from 1000-01-01 to 9999-12-31, such as 2026-11-16'],
    [{ title: 'x', artistId: 'ARTIST', releaseDate: '2026-02-30' }, 'releaseDate must be a date from 1000-01-01 to 9999-12-31, such as 2026-11-16'],
    [{ title: 'x', artistId: 'ARTIST', releaseDate: '5' }, 'releaseDate must be a date from 1000-01-01 to 9999-12-31, such as 2026-11-16'],
    [{ title: 'x', artistId: 'ARTIST', spotifyUrl: 'javascript:alert(1)' }, 'Please enter a web address'],
    [{ title: 'x', artistId: 'ARTIST', isActive: 'yes' }, 'isActive must be true or false'],
  ])('POST %j is a 400 with a message, and nothing is stored', async (input, message) => {
    const client = await admin()
    const id = await artistId()
    const body = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v === 'ARTIST' ? id : v]))
    const before = await count(client)
    const { status, body: answerBody } = await answer(client.post('/api/albums', body))
    expect(status).toBe(400)
    expect(answerBody.message).toContain(message)
    // One refusal per cause: a slug made from an overlong title is not a second one.
    expect(answerBody.message).not.toMatch(/Slug|shorter than/)
    expect(await count(client)).toBe(before)
  })

  it('POST and PUT store the title trimmed; a blank title on PUT is a 400 that changes nothing', async () => {
    const client = await admin()
    const created = await answer<Album>(client.post('/api/albums', { title: '  Spaced Out  ', artistId: await artistId() }))
    expect(created.body.title).toBe('Spaced Out')
    const blank = await answer(client.put(`/api/albums/${created.body.id}`, { title: '   ', artistId: created.body.artistId }))
    expect(blank).toEqual({ status: 400, body: { message: 'Title is required' } })
    expect((await answer<Album[]>(client.get('/api/albums'))).body.find((album) => album.id === created.body.id)!.title).toBe('Spaced Out')
  })

  it('PUT replaces an album for an admin only; unknown ids are 404', async () => {
    const client = await admin()
    const album = (await answer<Album>(client.post('/api/albums', { title: 'Before', artistId: await artistId() }))).body
    const body = { title: 'After', artistId: album.artistId, featuredArtist: 'Guest', releaseDate: '2026-01-05', isActive: false }
    expect((await (await newUser()).client.put(`/api/albums/${album.id}`, body)).status).toBe(403)
    const updated = await answer<Album>(client.put(`/api/albums/${album.id}`, body))
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ id: album.id, title: 'After', featuredArtist: 'Guest', isActive: false })
    for (const id of ['999999', '2147483647', 'abc', '2147483648']) {
      expect(await answer(client.put(`/api/albums/${id}`, body))).toEqual({ status: 404, body: { message: 'Album not found' } })
    }
  })

  it('inactive albums are hidden from visitors but listed for admins', async () => {
    const client = await admin()
    const hidden = (await answer<Album>(client.post('/api/albums', { title: 'Switched off', artistId: await artistId(), isActive: false }))).body
    expect((await answer<Album[]>(new Client().get('/api/albums'))).body.some((a) => a.id === hidden.id)).toBe(false)
    expect((await answer<Album[]>(client.get('/api/albums'))).body.some((a) => a.id === hidden.id)).toBe(true)
  })

  it('a body that is not JSON is a 400', async () => {
    expect((await (await admin()).post('/api/albums', 'title=x')).status).toBe(400)
  })
})
