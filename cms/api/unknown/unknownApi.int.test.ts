import { describe, expect, it } from 'vitest'
import { answer, Client } from '../../testing/client'

describe('an /api address no row claims, and the bare /cms-api', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/albums/1/tracks'],
    ['DELETE', '/api/users/me'],
    ['PUT', '/api/blog/slug/a/b'],
    // Payload's REST prefix, bare.
    ['GET', '/cms-api'],
    ['POST', '/cms-api'],
  ])('%s %s is a JSON 404 naming the address', async (method, path) => {
    const body = method === 'GET' ? undefined : {}
    expect(await answer(new Client().request(method, path, body))).toEqual({ status: 404, body: { message: `No API endpoint at ${path}.` } })
  })

  it('does not echo a huge address back whole', async () => {
    const { status, body } = await answer<{ message: string }>(new Client().get(`/api/${'x'.repeat(5000)}`))
    expect(status).toBe(404)
    expect(body.message.length).toBeLessThan(300)
  })

  it('leaves the rows of the contract and GraphQL to their own routes', async () => {
    expect((await answer(new Client().get('/api/albums'))).status).toBe(200)
    expect((await new Client().request('POST', '/api/graphql', { query: '{ __typename }' })).status).toBe(200)
  })
})
