import { describe, expect, it } from 'vitest'
import { admin, answer, Client } from '../../testing/client'
import { SESSION_COOKIE } from '../../cache/tags'

const REFUSAL = "Only this site's own commands may expire its cache (Authorization: Bearer and the key made from its secret)."
const visitor = new Client()
const cacheOf = async (path: string) => (await visitor.get(path)).headers.get('x-nextjs-cache')

// The import and restore commands ask a running server to expire its cache with a key made from
// the site's secret (importLegacy.int.test.ts takes that whole way); nobody else may.
describe('POST /cms-api/cache/expire', () => {
  it('refuses anyone without the key, an admin included, and keeps the cache as it was', async () => {
    await cacheOf('/about')
    await expect.poll(() => cacheOf('/about'), { timeout: 15_000, interval: 250 }).toBe('HIT')
    const boss = await admin()
    const session = boss.cookie(SESSION_COOKIE)!
    const attempts: [Client, Record<string, string>][] = [
      [visitor, {}],
      [visitor, { authorization: 'Bearer ' }],
      [visitor, { authorization: 'Bearer not-the-key' }],
      [visitor, { authorization: `Bearer ${'k'.repeat(6_000)}` }],
      [visitor, { authorization: `JWT ${session}` }],
      [visitor, { authorization: `Bearer ${session}` }],
      [boss, {}],
    ]
    for (const [client, headers] of attempts) {
      const refused = await answer(client.request('POST', '/cms-api/cache/expire', undefined, headers))
      expect(refused.status, JSON.stringify(headers).slice(0, 60)).toBe(401)
      expect(refused.body.errors[0].message).toBe(REFUSAL)
    }
    expect(await cacheOf('/about')).toBe('HIT')
  })

  it('has no other method: an admin reading it is told there is no such route', async () => {
    const read = await (await admin()).get('/cms-api/cache/expire')
    expect(read.status).toBe(404)
  })
})
