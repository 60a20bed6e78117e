import { describe, expect, it } from 'vitest'
import { admin, answer, newUser } from '../../testing/client'

type Submission = { id: number; userId: string; title: string; status: string; lyrics: string; createdAt: string }

const LYRICS = 'Every circuit hums a quiet tune when the city lights go low and blue.'

describe('GET /api/admin/lyric-submissions', () => {
  it('lists everyone’s submissions, newest first, each with its user id as text', async () => {
    const first = await newUser()
    const second = await newUser()
    await first.client.post('/api/lyric-submissions', { title: 'First', lyrics: LYRICS, terms: true })
    await second.client.post('/api/lyric-submissions', { title: 'Second', lyrics: LYRICS, terms: true })

    const { status, body } = await answer<Submission[]>((await admin()).get('/api/admin/lyric-submissions'))
    expect(status).toBe(200)
    expect(body.slice(0, 2).map((s) => [s.title, s.userId])).toEqual([
      ['Second', String(second.id)],
      ['First', String(first.id)],
    ])
    expect(body[0]).toMatchObject({ status: 'pending', lyrics: LYRICS })
    const created = body.map((s) => s.createdAt)
    expect([...created].sort().reverse()).toEqual(created)
  })
})
