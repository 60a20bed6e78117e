import { describe, expect, it } from 'vitest'
import { answer, Client, admin, newUser, uniqueEmail } from '../testing/client'
import { lexicalText } from '../testing/lexical'

const LYRICS = 'A melody of copper wires hums beneath the city lights tonight, and we sing along.'
const contact = { name: 'Grace', email: 'grace@example.com', subject: 'Hello there', message: 'A message long enough.' }

async function until429(send: () => Promise<Response>, allowed: number) {
  for (let i = 0; i < allowed; i++) expect((await send()).status).toBeLessThan(400)
  return answer(send())
}

describe('rate limits (defaults), kept in the database, across every way in', () => {
  it('contact: 5 messages an hour per address, then 429 with a clear message and Retry-After', async () => {
    const visitor = new Client()
    const refused = await until429(() => visitor.post('/api/contact', contact), 5)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/^Too many requests\. Please wait \d+ minutes and try again\.$/)
    // GraphQL counts in the same bucket, and another visitor is unaffected.
    const viaGraphQL = await visitor.graphql(
      `mutation { createContactMessage(data: { name: "Grace", email: "grace@example.com", subject: "Hello there", message: "A message long enough." }) { id } }`,
    )
    expect(viaGraphQL.errors?.[0]?.message).toMatch(/^Too many requests/)
    expect((await new Client().post('/api/contact', contact)).status).toBe(201)
    const again = await visitor.post('/api/contact', contact)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('account creation: 5 an hour per address', async () => {
    const visitor = new Client()
    const refused = await until429(() => visitor.post('/api/auth/register', { email: uniqueEmail(), password: 'a-good-password' }), 5)
    expect(refused.status).toBe(429)
  })

  it('sign-in: 10 attempts per 15 minutes per address, right or wrong', async () => {
    const { email } = await newUser()
    const visitor = new Client()
    for (let i = 0; i < 10; i++) {
      expect((await visitor.post('/api/auth/login', { email: uniqueEmail(), password: 'whatever-it-is' })).status).toBe(401)
    }
    const refused = await answer(visitor.post('/api/auth/login', { email, password: 'a-good-password' }))
    expect(refused.status).toBe(429)
    // A new account from that address still signs in: it guessed no password.
    const registered = await answer(visitor.post('/api/auth/register', { email: uniqueEmail(), password: 'a-good-password' }))
    expect(registered.status).toBe(200)
    expect((await visitor.get('/api/auth/user')).status).toBe(200)
  })

  it('lyric submissions: 10 an hour per account', async () => {
    const { client } = await newUser()
    const refused = await until429(() => client.post('/api/lyric-submissions', { lyrics: LYRICS, terms: true }), 10)
    expect(refused.status).toBe(429)
  })

  it('comments: 20 per 10 minutes per account; admins are not limited', async () => {
    const boss = await admin()
    const post = (await answer(boss.post('/cms-api/blog-posts', { title: `Busy ${Date.now()}`, content: lexicalText('x'), status: 'published' }))).body.doc
    const { client } = await newUser()
    const refused = await until429(() => client.post(`/api/blog/${post.id}/comments`, { content: 'Another thought' }), 20)
    expect(refused.status).toBe(429)
    for (let i = 0; i < 21; i++) expect((await boss.post(`/api/blog/${post.id}/comments`, { content: 'Moderator note' })).status).toBe(201)
  })
})
