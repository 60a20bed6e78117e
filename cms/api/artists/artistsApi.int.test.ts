import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'

type Artist = { id: number; name: string; modelVersion: string | null; isActive: boolean }

describe('/api/artists', () => {
  it('GET lists artists in the contract shape, the base artist first', async () => {
    const { status, body } = await answer<Artist[]>(new Client().get('/api/artists'))
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThanOrEqual(4)
    expect(body[0]!.name).toBe('Machine Soul Collective')
    expect(Object.keys(body[0]!).sort()).toEqual(
      ['createdAt', 'description', 'id', 'isActive', 'modelVersion', 'name', 'profileImageUrl', 'spotifyUrl'].sort(),
    )
  })

  it('POST creates an artist for an admin only, with optional fields optional', async () => {
    expect((await new Client().post('/api/artists', { name: 'Nobody' })).status).toBe(401)
    expect((await (await newUser()).client.post('/api/artists', { name: 'Nobody' })).status).toBe(403)
    const created = await answer<Artist>((await admin()).post('/api/artists', { name: 'Quantum Choir', modelVersion: 'Claude-3' }))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'Quantum Choir', modelVersion: 'Claude-3', isActive: true })
  })

  it.each([
    [{}, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: '\n\t' }, 'Name is required'],
    [{ name: { first: 'Quantum' } }, 'Name must be text'],
    [{ name: 'Typed', profileImageUrl: 123 }, 'A web address must be text'],
    [{ name: 'n'.repeat(256) }, 'Name must be at most 255 characters'],
    [{ name: '😀'.repeat(256) }, 'Name must be at most 255 characters'],
    [{ name: 'Model', modelVersion: 'm'.repeat(101) }, 'Model version must be at most 100 characters'],
    [{ name: 'Bad link', spotifyUrl: 'data:text/html,x' }, 'Please enter a web address'],
  ])('POST %j is a 400 with a message', async (body, message) => {
    const client = await admin()
    const before = (await answer<Artist[]>(client.get('/api/artists'))).body.length
    const result = await answer(client.post('/api/artists', body))
    expect(result.status).toBe(400)
    expect(result.body.message).toContain(message)
    expect((await answer<Artist[]>(client.get('/api/artists'))).body.length).toBe(before)
  })

  it('counts characters, not UTF-16 units: 255 emoji make a name, through the contract and Payload REST alike', async () => {
    const client = await admin()
    const stamp = `${Date.now()}`
    const name = stamp + '😀'.repeat(255 - stamp.length)
    const viaContract = await answer<Artist>(client.post('/api/artists', { name }))
    expect(viaContract.status).toBe(201)
    expect(viaContract.body.name).toBe(name)
    const viaRest = await answer(client.post('/cms-api/artists', { name: `${name.slice(0, -2)}🎹` }))
    expect(viaRest.status).toBe(201)
    const album = await answer(client.post('/api/albums', { title: '🎶'.repeat(255), artistId: viaContract.body.id, featuredArtist: '🎤'.repeat(255) }))
    expect(album.status).toBe(201)
  })

  it('POST stores the name trimmed', async () => {
    const created = await answer<Artist>((await admin()).post('/api/artists', { name: '  Spaced Choir ' }))
    expect(created.status).toBe(201)
    expect(created.body.name).toBe('Spaced Choir')
  })

  it('POST stores optional text left blank as no value, for artists and albums alike', async () => {
    const boss = await admin()
    const artist = await answer(boss.post('/api/artists', { name: `Blank Fields ${Date.now()}`, description: '   ', modelVersion: '  ', spotifyUrl: ' ' }))
    expect(artist.status).toBe(201)
    expect(artist.body).toMatchObject({ description: null, modelVersion: null, spotifyUrl: null })
    const album = await answer(boss.post('/api/albums', { title: `Blank Album ${Date.now()}`, artistId: artist.body.id, featuredArtist: '   ', description: '\n\t ' }))
    expect(album.status).toBe(201)
    expect(album.body).toMatchObject({ featuredArtist: null, description: null })
  })
})
