import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'

describe('artists collection', () => {
  it('anyone reads artists through GraphQL, including the seeded base artist', async () => {
    const { data } = await new Client().graphql<{ Artists: { docs: { name: string }[] } }>('{ Artists(limit: 100) { docs { name } } }')
    expect(data?.Artists.docs.map((artist) => artist.name)).toContain('Machine Soul Collective')
  })

  it('only an admin creates, updates or deletes', async () => {
    const { client } = await newUser()
    const created = await answer((await admin()).post('/cms-api/artists', { name: 'Fresh Voice' }))
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    for (const caller of [new Client(), client]) {
      const attempts = [
        'mutation { createArtist(data: { name: "Nope" }) { id } }',
        `mutation { updateArtist(id: ${id}, data: { name: "Taken over" }) { id } }`,
        `mutation { deleteArtist(id: ${id}) { id } }`,
      ]
      for (const attempt of attempts) expect((await caller.graphql(attempt)).errors?.[0]?.message).toMatch(/not allowed/)
    }
    expect((await client.patch(`/cms-api/artists/${id}`, { name: 'Taken over' })).status).toBe(403)
    expect((await new Client().post('/cms-api/artists', { name: 'Nope' })).status).toBe(401)
    expect((await answer((await admin()).get(`/cms-api/artists/${id}`))).body.name).toBe('Fresh Voice')
  })

  it('an artist with albums is not deleted: a 400 that says what to do, through REST and GraphQL', async () => {
    const boss = await admin()
    const artist = (await answer(boss.post('/cms-api/artists', { name: 'Busy Voice' }))).body.doc.id as number
    const album = (await answer(boss.post('/api/albums', { title: 'Keeps Them Busy', artistId: artist }))).body.id as number
    const rest = await answer(boss.delete(`/cms-api/artists/${artist}`))
    expect(rest.status).toBe(400)
    expect(JSON.stringify(rest.body)).toContain('This artist still has albums. Move them to another artist or delete them first.')
    expect((await boss.graphql(`mutation { deleteArtist(id: ${artist}) { id } }`)).errors?.[0]?.message).toContain('This artist still has albums')
    expect((await answer(boss.get(`/cms-api/artists/${artist}`))).body.name).toBe('Busy Voice')
    expect((await boss.delete(`/cms-api/albums/${album}`)).status).toBe(200)
    expect((await boss.delete(`/cms-api/artists/${artist}`)).status).toBe(200)
  })

  it('defaults isActive to true and keeps the optional fields optional', async () => {
    const { status, body } = await answer((await admin()).post('/cms-api/artists', { name: 'Default Artist' }))
    expect(status).toBe(201)
    expect(body.doc).toMatchObject({ name: 'Default Artist', isActive: true })
    expect(body.doc.createdAt).toBeTruthy()
  })

  it.each([
    [{}, 'name'],
    [{ name: 'x'.repeat(256) }, 'name'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: 'Long Model', modelVersion: 'v'.repeat(101) }, 'modelVersion'],
  ])('refuses %j with 400 naming the field, storing nothing', async (data, field) => {
    const client = await admin()
    const before = (await answer(client.get('/cms-api/artists?limit=0'))).body.totalDocs
    const { status, body } = await answer(client.post('/cms-api/artists', data))
    expect(status).toBe(400)
    expect(JSON.stringify(body.errors)).toContain(field)
    expect((await answer(client.get('/cms-api/artists?limit=0'))).body.totalDocs).toBe(before)
  })

  it('a blank name is refused through GraphQL as well, and none is shown publicly', async () => {
    const client = await admin()
    const result = await client.graphql('mutation { createArtist(data: { name: " \\t " }) { id } }')
    expect(JSON.stringify(result.errors)).toContain('Name is required')
    const { data } = await new Client().graphql<{ Artists: { docs: { name: string }[] } }>('{ Artists(limit: 1000) { docs { name } } }')
    expect(data?.Artists.docs.some((artist) => artist.name.trim() === '')).toBe(false)
  })
})
