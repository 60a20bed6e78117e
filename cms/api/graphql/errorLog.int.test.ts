import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client } from '../../testing/client'
import { ERROR_LOG_PORT } from '../../testing/fixtures'
import { startTestSite, type TestSite } from '../../testing/testSite'
import { stopServer } from '../../scripts/spawnServer'

/** What the server logs of GraphQL errors (the hook's own cases: logGraphqlServerErrors.test.ts). */
describe('GraphQL errors in the server log', () => {
  let site: TestSite

  beforeAll(async () => {
    site = await startTestSite(ERROR_LOG_PORT)
  }, 180_000)

  afterAll(async () => {
    if (site) await stopServer(site.server)
  }, 60_000)

  it('a stranger’s refused or missing reads and writes are answered, not logged as the server’s errors', async () => {
    const stranger = new Client(site.url)
    const before = site.log().length
    const refused = await stranger.graphql('mutation { createArtist(data: { name: "Nobody" }) { id } }')
    const missing = await stranger.graphql('{ Album(id: 99999) { id } }')
    expect(refused.errors?.[0]?.message).toBe('You are not allowed to perform this action.')
    expect(missing.errors?.[0]?.message).toBe('Not Found')
    // The log of a request is written as it is answered; another request after them flushes nothing more.
    expect((await stranger.get('/api/albums')).status).toBe(200)
    const logged = site.log().slice(before)
    expect(logged).not.toMatch(/ERROR/)
    expect(logged).not.toContain('You are not allowed to perform this action.')
  })
})
