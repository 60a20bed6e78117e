import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'

const message = (extra: Record<string, unknown> = {}) => ({
  name: 'Grace',
  email: 'grace@example.com',
  subject: 'Licensing a track',
  message: 'We would love to use one of your songs in a film.',
  ...extra,
})

const CREATE = 'mutation ($data: mutationContactMessageInput!) { createContactMessage(data: $data) { id subject } }'
const stored = async () => (await answer((await admin()).get('/cms-api/contact-messages?limit=0'))).body.totalDocs as number

describe('contact messages collection', () => {
  it('anyone may send a message through GraphQL; it is stored', async () => {
    const before = await stored()
    const result = await new Client().graphql<{ createContactMessage: { subject: string } }>(CREATE, { data: message() })
    expect(result.errors).toBeUndefined()
    expect(result.data?.createContactMessage.subject).toBe('Licensing a track')
    expect(await stored()).toBe(before + 1)
  })

  it.each([
    [{ name: 'G' }, 'Name must be at least 2 characters'],
    [{ email: 'grace@' }, 'Please enter a valid email address'],
    [{ subject: 'Hi' }, 'Subject must be at least 5 characters'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
    [{ name: 'A\u0001\u001b[2J\u0007B' }, 'Name must not contain control characters'],
    [{ subject: 'Subject \u001b[2J' }, 'Subject must not contain control characters'],
    [{ message: 'A message that rings a bell\u0007' }, 'Message must not contain control characters'],
  ])('refuses %j with the SPEC message', async (extra, expected) => {
    const before = await stored()
    const result = await new Client().graphql(CREATE, { data: message(extra) })
    expect(JSON.stringify(result.errors)).toContain(expected)
    expect(await stored()).toBe(before)
  })

  it('keeps a name and a subject on one line, and a message with its line breaks and tabs, through /api/contact', async () => {
    const sent = await new Client().post('/api/contact', message({ name: 'Grace\r\nHopper', subject: 'Licensing\na track', message: 'First line,\n\tthen the second.' }))
    expect(sent.status).toBe(201)
    const { id } = (await sent.json()) as { id: number }
    const kept = (await answer((await admin()).get(`/cms-api/contact-messages/${id}`))).body
    expect(kept).toMatchObject({ name: 'Grace Hopper', subject: 'Licensing a track', message: 'First line,\n\tthen the second.' })
    const refused = await new Client().post('/api/contact', message({ subject: 'Clear \u001b[2J screen' }))
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe('Subject must not contain control characters')
  })

  it('only admins read messages, and nobody rewrites one', async () => {
    const sent = (await new Client().graphql<{ createContactMessage: { id: number } }>(CREATE, { data: message() })).data!.createContactMessage
    const read = `{ ContactMessage(id: ${sent.id}) { email } }`
    expect((await new Client().graphql(read)).errors?.[0]?.message).toMatch(/not allowed/)
    expect((await (await newUser()).client.graphql(read)).errors?.[0]?.message).toMatch(/not allowed/)
    const client = await admin()
    expect((await answer(client.get(`/cms-api/contact-messages/${sent.id}`))).body.email).toBe('grace@example.com')
    expect((await client.patch(`/cms-api/contact-messages/${sent.id}`, { subject: 'Edited subject' })).status).toBe(403)
  })

  it("Payload's REST is for admins: a visitor's message there is refused and nothing is stored", async () => {
    const before = await stored()
    expect((await new Client().post('/cms-api/contact-messages', message())).status).toBe(401)
    expect((await (await newUser()).client.post('/cms-api/contact-messages', message())).status).toBe(403)
    expect(await stored()).toBe(before)
  })
})
