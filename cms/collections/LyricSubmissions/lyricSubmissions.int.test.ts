import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'

const LYRICS = 'Circuits hum a lullaby beneath the neon rain,\nI count the pulses of a heart that runs on light.'
const submission = (extra: Record<string, unknown> = {}) => ({ name: 'Ada', email: 'ada@example.com', lyrics: LYRICS, genre: 'synthwave', terms: true, ...extra })

describe('lyric submissions collection', () => {
  it('signed-out visitors cannot submit or read submissions', async () => {
    expect((await new Client().post('/cms-api/lyric-submissions', submission())).status).toBe(403)
    expect((await new Client().get('/cms-api/lyric-submissions')).status).toBe(403)
  })

  it('a submission is pending and belongs to its submitter, whatever the body says; its title comes from the first line', async () => {
    const { client, id } = await newUser()
    const { id: other } = await newUser()
    const { status, body } = await answer(client.post('/cms-api/lyric-submissions', submission({ status: 'approved', user: other })))
    expect(status).toBe(201)
    expect(body.doc).toMatchObject({ status: 'pending', title: 'Circuits hum a lullaby beneath the neon rain' })
    expect(body.doc.user.id ?? body.doc.user).toBe(id)
  })

  it.each([
    [{ lyrics: 'Too short to sing' }, 'Lyrics must be at least 50 characters long'],
    [{ terms: false }, 'You must agree to the terms'],
    [{ genre: 'polka' }, 'genre'],
    [{ name: 'n'.repeat(256) }, 'name'],
    [{ title: 't'.repeat(256) }, 'title'],
  ])('refuses %j with 400', async (extra, expected) => {
    const { client } = await newUser()
    const { status, body } = await answer(client.post('/cms-api/lyric-submissions', submission(extra)))
    expect(status).toBe(400)
    expect(JSON.stringify(body.errors)).toContain(expected)
    expect((await answer(client.get('/cms-api/lyric-submissions'))).body.totalDocs).toBe(0)
  })

  it('users see only their own; admins see all and alone may change a status', async () => {
    const mine = await newUser()
    const theirs = await newUser()
    const doc = (await answer(mine.client.post('/cms-api/lyric-submissions', submission()))).body.doc
    await theirs.client.post('/cms-api/lyric-submissions', submission())
    const own = (await answer(mine.client.get('/cms-api/lyric-submissions'))).body
    expect(own.totalDocs).toBe(1)
    expect((await theirs.client.get(`/cms-api/lyric-submissions/${doc.id}`)).status).toBe(404)
    expect((await mine.client.patch(`/cms-api/lyric-submissions/${doc.id}`, { status: 'approved' })).status).toBe(403)

    const client = await admin()
    expect((await answer(client.get('/cms-api/lyric-submissions?limit=0'))).body.totalDocs).toBeGreaterThanOrEqual(2)
    const approved = await answer(client.patch(`/cms-api/lyric-submissions/${doc.id}`, { status: 'approved' }))
    expect(approved.body.doc.status).toBe('approved')
    expect((await client.patch(`/cms-api/lyric-submissions/${doc.id}`, { status: 'maybe' })).status).toBe(400)
  })
})
