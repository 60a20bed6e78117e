import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client } from '../../testing/client'
import { ERROR_LOG_PORT, TEST_ADMIN } from '../../testing/fixtures'
import { startTestSite, type TestSite } from '../../testing/testSite'
import { stopServer } from '../../scripts/spawnServer'

/**
 * What the server logs of requests it refuses: GraphQL's errors (the hook's own cases:
 * logGraphqlServerErrors.test.ts) and Payload's REST (serverLogger in cms/lib/serverLog.ts).
 */
describe('refusals in the server log', () => {
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

  it('a wrong password, a refused query and a refused field through Payload’s REST are logged as info, without a stack', async () => {
    const stranger = new Client(site.url)
    const before = site.log().length
    expect((await stranger.post('/cms-api/users/login', { email: TEST_ADMIN.email, password: 'not-the-password' })).status).toBe(401)
    const admin = new Client(site.url)
    expect((await admin.post('/api/auth/login', TEST_ADMIN)).status).toBe(200)
    // The collections' own rule (an APIError of status 400), and Payload's check of a required field.
    const refusedQuery = await admin.get('/cms-api/albums?page=0')
    expect(refusedQuery.status).toBe(400)
    expect(((await refusedQuery.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('page must be a whole number from 1, and limit a whole number from 0.')
    expect((await admin.post('/cms-api/artists', {})).status).toBe(400)
    expect((await stranger.get('/api/albums')).status).toBe(200)
    const logged = site.log().slice(before)
    expect(logged).not.toMatch(/ERROR/)
    expect(logged).not.toMatch(/\n\s+at /)
    // The level and the message, each in the log's colours.
    expect(logged).toMatch(/INFO\S*: \S*The email or password provided is incorrect\./)
  })
})
