import { describe, expect, it } from 'vitest'
import { answer, Client } from '@cms/testing/client'

// The integration server trusts one proxy (TRUSTED_PROXY_COUNT=1): the test client plays it, so
// the rightmost X-Forwarded-For entry is the visitor and anything left of it is the visitor's own claim.
const contact = { name: 'Grace', email: 'grace@example.com', subject: 'Hello there', message: 'A message long enough.' }

describe('the client address comes from the connection and trusted proxies only', () => {
  it('addresses a client writes left of the proxy’s entry do not buy more attempts', async () => {
    const proxy = new Client()
    const send = (spoof: string) => proxy.request('POST', '/api/contact', contact, { 'x-forwarded-for': `${spoof}, ${proxy.address}` })
    for (let i = 0; i < 5; i++) expect((await send(`10.0.0.${i}`)).status).toBe(201)
    expect((await send('10.0.0.99')).status).toBe(429)
  })

  it('an empty X-Forwarded-For does not switch limiting off', async () => {
    // Behind the (test) proxy an empty header leaves the connection's own address: one bucket for all such requests.
    const send = () => new Client().request('POST', '/api/contact', contact, { 'x-forwarded-for': '' })
    let refused = 0
    for (let i = 0; i < 7; i++) if ((await send()).status === 429) refused++
    expect(refused).toBeGreaterThan(0)
  })

  it('X-Real-IP is not believed', async () => {
    const visitor = new Client()
    for (let i = 0; i < 5; i++) expect((await visitor.request('POST', '/api/contact', contact, { 'x-real-ip': `10.1.0.${i}` })).status).toBe(201)
    expect((await visitor.request('POST', '/api/contact', contact, { 'x-real-ip': '10.1.0.99' })).status).toBe(429)
  })

  it('answers carry no X-Powered-By', async () => {
    for (const path of ['/', '/api/albums', '/cms-api/users/me', '/no-such-page']) {
      expect((await new Client().get(path)).headers.get('x-powered-by'), path).toBeNull()
    }
  })

  it('a 429 says how long to wait', async () => {
    const visitor = new Client()
    for (let i = 0; i < 5; i++) await visitor.post('/api/contact', contact)
    const refused = await answer(visitor.post('/api/contact', contact))
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/Please wait/)
  })
})
