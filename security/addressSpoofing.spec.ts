import { request } from '@playwright/test'
import { test } from './support/figures'
import { baseOf, PASSWORD } from './support/sites'

/*
 * Rate limits count the connection's address (the `strict` server trusts no proxy) or, behind
 * one trusted proxy (`proxied`), the entry that proxy appended. Nothing a client writes in an
 * address header buys more attempts, and no limit depends on a header being present.
 */

const contact = { name: 'Grace', email: 'grace@example.com', subject: 'Hello there', message: 'A message long enough.' }
const LYRICS = 'A melody of copper wires hums beneath the city lights tonight, and we sing along.'
const newClient = (site: 'strict' | 'proxied') => request.newContext({ baseURL: baseOf(site), extraHTTPHeaders: { origin: baseOf(site) } })

// Each test uses its own address headers or proxy entries, but the strict server sees one loopback
// address for all of them: the tests run one after another so their counts stay their own.
test.describe.configure({ mode: 'serial' })

test('a new X-Forwarded-For, X-Real-IP or Forwarded per request does not reset the count', async ({ tally }) => {
  const client = await newClient('strict')
  const statuses: number[] = []
  for (let i = 0; i < 8; i++) {
    const spoofs: Record<string, string>[] = [{ 'x-forwarded-for': `203.0.113.${i}` }, { 'x-real-ip': `198.51.100.${i}` }, { forwarded: `for=192.0.2.${i}` }, { 'x-forwarded-for': '' }]
    const response = await client.post('/api/contact', { data: contact, headers: spoofs[i % spoofs.length] })
    tally.answered(response, `contact with spoofed address ${i}`)
    statuses.push(response.status())
  }
  tally.check(statuses.slice(0, 5).every((status) => status === 201), `first five: ${statuses.join(',')}`)
  tally.check(statuses.slice(5).every((status) => status === 429), `after five: ${statuses.join(',')}`)
  const refused = await client.post('/api/contact', { data: contact, headers: { 'x-forwarded-for': '10.9.9.9' } })
  tally.check(Number(refused.headers()['retry-after']) > 0, 'Retry-After on a 429')
  tally.check(/Too many requests/.test(((await refused.json()) as { message: string }).message), 'a 429 says why')
  await client.dispose()
})

test('registrations and sign-ins are counted per address whatever the headers say', async ({ tally }) => {
  const client = await newClient('strict')
  const registrations: number[] = []
  for (let i = 0; i < 7; i++) {
    const response = await client.post('/api/auth/register', {
      data: { email: `spoof-${Date.now()}-${i}@security.test`, password: PASSWORD },
      headers: { 'x-forwarded-for': `203.0.113.${100 + i}` },
    })
    tally.answered(response, `register ${i}`)
    registrations.push(response.status())
  }
  tally.check(registrations.filter((status) => status === 429).length >= 2, `registrations: ${registrations.join(',')}`)
  const signIns: number[] = []
  for (let i = 0; i < 12; i++) {
    const response = await client.post('/api/auth/login', { data: { email: 'nobody@security.test', password: 'wrong-password' }, headers: { 'x-forwarded-for': i % 2 ? '' : `198.51.100.${i}` } })
    tally.answered(response, `sign-in ${i}`)
    signIns.push(response.status())
  }
  tally.check(signIns.slice(10).every((status) => status === 429), `sign-ins: ${signIns.join(',')}`)
  await client.dispose()
})

test('per-account limits hold with an empty X-Forwarded-For', async ({ tally }) => {
  // Signed in on the proxied server, where the test plays the proxy and every account is new.
  const client = await newClient('proxied')
  const registered = await client.post('/api/auth/register', {
    data: { email: `account-${Date.now()}@security.test`, password: PASSWORD },
    headers: { 'x-forwarded-for': '203.0.113.200' },
  })
  tally.answered(registered, 'register on the proxied server')
  const statuses: number[] = []
  for (let i = 0; i < 11; i++) {
    const response = await client.post('/api/lyric-submissions', { data: { lyrics: LYRICS, terms: true }, headers: { 'x-forwarded-for': '' } })
    tally.answered(response, `lyrics ${i}`)
    statuses.push(response.status())
  }
  tally.check(statuses.slice(0, 10).every((status) => status === 201) && statuses[10] === 429, `lyrics: ${statuses.join(',')}`)
  await client.dispose()
})

test('behind one trusted proxy, the entry it appended is the client; entries left of it are not believed', async ({ tally }) => {
  const client = await newClient('proxied')
  const send = (spoof: string, visitor: string) => client.post('/api/contact', { data: contact, headers: { 'x-forwarded-for': `${spoof}, ${visitor}` } })
  const first: number[] = []
  for (let i = 0; i < 6; i++) {
    const response = await send(`10.0.0.${i}`, '203.0.113.50')
    tally.answered(response, `proxied contact ${i}`)
    first.push(response.status())
  }
  tally.check(first.slice(0, 5).every((status) => status === 201) && first[5] === 429, `one visitor, spoofed left entries: ${first.join(',')}`)
  const another = await send('10.0.0.1', '203.0.113.51')
  tally.answered(another, 'proxied contact from another visitor')
  tally.check(another.status() === 201, `another visitor behind the proxy: ${another.status()}`)
  await client.dispose()
})
