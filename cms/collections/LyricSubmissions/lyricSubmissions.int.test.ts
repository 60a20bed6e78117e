import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'
import { documents } from '../../testing/graphqlDocs'

const LYRICS = 'Circuits hum a lullaby beneath the neon rain,\nI count the pulses of a heart that runs on light.'
// GraphQL's input type asks for a title and a status; an empty title is derived from the lyrics, and the status is the collection's to set.
const submission = (extra: Record<string, unknown> = {}) => ({
  name: 'Ada',
  email: 'ada@example.com',
  title: '',
  lyrics: LYRICS,
  genre: 'synthwave',
  terms: true,
  status: 'pending',
  ...extra,
})

const submissions = (client: Client) => documents(client, 'LyricSubmission', 'id title status user { id }')
const visibleCount = async (client: Client) =>
  (await client.graphql<{ LyricSubmissions: { totalDocs: number } }>('{ LyricSubmissions { totalDocs } }')).data?.LyricSubmissions.totalDocs

describe('lyric submissions collection', () => {
  it('signed-out visitors cannot submit or read submissions', async () => {
    expect((await submissions(new Client()).create(submission())).message).toMatch(/not allowed/)
    expect((await new Client().graphql('{ LyricSubmissions { totalDocs } }')).errors?.[0]?.message).toMatch(/not allowed/)
    expect((await new Client().post('/cms-api/lyric-submissions', submission())).status).toBe(401)
  })

  it('a submission is pending and belongs to its submitter, whatever the body says; its title comes from the first line', async () => {
    const { client, id } = await newUser()
    const { id: other } = await newUser()
    const { doc } = await submissions(client).create(submission({ status: 'approved', user: other }))
    expect(doc).toMatchObject({ status: 'pending', title: 'Circuits hum a lullaby beneath the neon rain', user: { id } })
  })

  it.each([
    [{ lyrics: 'Too short to sing' }, 'Lyrics must be at least 50 characters long'],
    [{ lyrics: ' '.repeat(60) }, 'Lyrics must be at least 50 characters long'],
    [{ lyrics: `Too short once trimmed${' '.repeat(40)}` }, 'Lyrics must be at least 50 characters long'],
    [{ terms: false }, 'You must agree to the terms'],
    [{ genre: 'polka' }, 'genre'],
    [{ name: 'n'.repeat(256) }, 'name'],
    [{ title: 't'.repeat(256) }, 'title'],
  ])('refuses %j with a message, storing nothing', async (extra, expected) => {
    const { client } = await newUser()
    const result = await submissions(client).create(submission(extra))
    expect(result.doc).toBeNull()
    expect(result.message?.toLowerCase()).toContain(expected.toLowerCase())
    expect(await visibleCount(client)).toBe(0)
  })

  it('users see only their own, admins see all, and no one changes or deletes one (SPEC §4: no transition)', async () => {
    const mine = await newUser()
    const theirs = await newUser()
    const doc = (await submissions(mine.client).create(submission())).doc!
    await submissions(theirs.client).create(submission())
    expect(await visibleCount(mine.client)).toBe(1)
    expect((await submissions(theirs.client).read(doc.id)).message).toBe('Not Found')
    await submissions(mine.client).update(doc.id, { status: 'approved' })
    expect((await mine.client.patch(`/cms-api/lyric-submissions/${doc.id}`, { status: 'approved' })).status).toBe(403)

    const client = await admin()
    expect((await answer(client.get('/cms-api/lyric-submissions?limit=0'))).body.totalDocs).toBeGreaterThanOrEqual(2)
    expect((await client.patch(`/cms-api/lyric-submissions/${doc.id}`, { status: 'approved' })).status).toBe(403)
    expect((await submissions(client).update(doc.id, { status: 'rejected' })).doc).toBeNull()
    expect((await client.delete(`/cms-api/lyric-submissions/${doc.id}`)).status).toBe(403)
    expect((await submissions(mine.client).read(doc.id)).doc?.status).toBe('pending')
  })
})
