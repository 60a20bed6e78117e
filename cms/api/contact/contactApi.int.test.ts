import { describe, expect, it } from 'vitest'
import { admin, answer, Client } from '../../testing/client'

const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Grace',
  email: 'grace@example.com',
  subject: 'Press enquiry',
  message: 'Could we interview the collective next week?',
  ...extra,
})

const stored = async () => (await answer((await admin()).get('/cms-api/contact-messages?limit=0'))).body.totalDocs as number

describe('POST /api/contact', () => {
  it('anyone may send a message, and it is kept', async () => {
    const before = await stored()
    const response = await answer(new Client().post('/api/contact', body()))
    expect(response.status).toBe(201)
    expect(await stored()).toBe(before + 1)
  })

  it.each([
    [{ name: 'G' }, 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ subject: 'Hey' }, 'Subject must be at least 5 characters'],
    [{ message: 'Short' }, 'Message must be at least 10 characters'],
    [{ message: undefined }, 'Message must be at least 10 characters'],
  ])('refuses %j with the SPEC message and keeps nothing', async (extra, message) => {
    const before = await stored()
    const response = await answer(new Client().post('/api/contact', body(extra)))
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(message)
    expect(await stored()).toBe(before)
  })
})
