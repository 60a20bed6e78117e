import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'

const message = (extra: Record<string, unknown> = {}) => ({
  name: 'Grace',
  email: 'grace@example.com',
  subject: 'Licensing a track',
  message: 'We would love to use one of your songs in a film.',
  ...extra,
})

describe('contact messages collection', () => {
  it('anyone may send a message; it is stored', async () => {
    const { status, body } = await answer(new Client().post('/cms-api/contact-messages', message()))
    expect(status).toBe(201)
    expect(body.doc.subject).toBe('Licensing a track')
  })

  it.each([
    [{ name: 'G' }, 'Name must be at least 2 characters'],
    [{ email: 'grace@' }, 'Please enter a valid email address'],
    [{ subject: 'Hi' }, 'Subject must be at least 5 characters'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
  ])('refuses %j with the SPEC message', async (extra, expected) => {
    const { status, body } = await answer(new Client().post('/cms-api/contact-messages', message(extra)))
    expect(status).toBe(400)
    expect(JSON.stringify(body.errors)).toContain(expected)
  })

  it('only admins read messages, and nobody rewrites one', async () => {
    const sent = (await answer(new Client().post('/cms-api/contact-messages', message()))).body.doc
    expect((await new Client().get('/cms-api/contact-messages')).status).toBe(403)
    expect((await (await newUser()).client.get('/cms-api/contact-messages')).status).toBe(403)
    const client = await admin()
    expect((await answer(client.get(`/cms-api/contact-messages/${sent.id}`))).body.email).toBe('grace@example.com')
    expect((await client.patch(`/cms-api/contact-messages/${sent.id}`, { subject: 'Edited subject' })).status).toBe(403)
  })
})
