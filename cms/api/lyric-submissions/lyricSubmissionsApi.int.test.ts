import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'

type Submission = { id: number; userId: string; title: string; status: string; genre: string | null; lyrics: string }

const LYRICS = 'Static on the radio, a signal calling home tonight,\nwe are the ghosts inside the wire.'
const body = (extra: Record<string, unknown> = {}) => ({ name: 'Ada', email: 'ada@example.com', genre: 'ambient', lyrics: LYRICS, notes: '', terms: true, ...extra })

describe('/api/lyric-submissions', () => {
  it('is for signed-in users: 401 signed out', async () => {
    expect((await new Client().get('/api/lyric-submissions')).status).toBe(401)
    expect((await new Client().post('/api/lyric-submissions', body())).status).toBe(401)
  })

  it('stores a pending submission for the caller whatever the body says, titled from its first line', async () => {
    const { client, id } = await newUser()
    const { id: other } = await newUser()
    const created = await answer<Submission>(client.post('/api/lyric-submissions', body({ status: 'approved', userId: other, user: other })))
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ userId: String(id), status: 'pending', genre: 'ambient', title: 'Static on the radio, a signal calling home…' })
  })

  it('an address may be left blank', async () => {
    const { client } = await newUser()
    expect((await client.post('/api/lyric-submissions', body({ email: '  ' }))).status).toBe(201)
  })

  it('an empty genre choice is no genre', async () => {
    const { client } = await newUser()
    expect((await answer<Submission>(client.post('/api/lyric-submissions', body({ genre: '' })))).body.genre).toBeNull()
  })

  it.each([
    [{ lyrics: 'Too short' }, 'Lyrics must be at least 50 characters long'],
    [{ lyrics: ' '.repeat(50) }, 'Lyrics must be at least 50 characters long'],
    [{ lyrics: '\n \t'.repeat(40) }, 'Lyrics must be at least 50 characters long'],
    [{ lyrics: `  Too short once trimmed${' '.repeat(40)}` }, 'Lyrics must be at least 50 characters long'],
    [{ terms: false }, 'You must agree to the terms'],
    [{ terms: undefined }, 'You must agree to the terms'],
    [{ genre: 'polka' }, 'Please choose one of the listed genres'],
    [{ name: 'n'.repeat(256) }, 'Name must be at most 255 characters'],
    [{ email: 'ada at example' }, 'Please enter a valid email address'],
    [{ email: 42 }, 'Please enter a valid email address'],
  ])('refuses %j with 400 and stores nothing', async (extra, message) => {
    const { client } = await newUser()
    const response = await answer(client.post('/api/lyric-submissions', body(extra)))
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(message)
    expect((await answer<Submission[]>(client.get('/api/lyric-submissions'))).body).toEqual([])
  })

  it('GET lists only the caller’s own submissions, newest first; admins use their own row', async () => {
    const mine = await newUser()
    const theirs = await newUser()
    await mine.client.post('/api/lyric-submissions', body({ lyrics: `${LYRICS} First.` }))
    await mine.client.post('/api/lyric-submissions', body({ lyrics: `Second song arrives, ${LYRICS}` }))
    await theirs.client.post('/api/lyric-submissions', body())
    const own = (await answer<Submission[]>(mine.client.get('/api/lyric-submissions'))).body
    expect(own).toHaveLength(2)
    expect(own[0]!.title).toMatch(/^Second song arrives/)
    expect(own.every((s) => s.userId === String(mine.id))).toBe(true)
    // An admin's own list holds only the admin's submissions too.
    expect((await answer<Submission[]>((await admin()).get('/api/lyric-submissions'))).body.every((s) => s.userId !== String(mine.id))).toBe(true)
  })
})
