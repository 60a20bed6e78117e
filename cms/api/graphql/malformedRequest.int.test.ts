import { describe, expect, it } from 'vitest'
import { answer, Client } from '../../testing/client'

describe('POST /api/graphql with a request that is not well-formed', () => {
  it.each([
    ['a body of just {', '{'],
    ['an empty body', ''],
    ['a query that is not text', JSON.stringify({ query: 42 })],
    ['a syntax error', JSON.stringify({ query: '{ Albums {' })],
    ['a fragment cycle', JSON.stringify({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' })],
    ['a subscription', JSON.stringify({ query: 'subscription { Albums { docs { id } } }' })],
    ['variables that are not an object', JSON.stringify({ query: '{ Albums { totalDocs } }', variables: 'x' })],
  ])('%s is a 400 with a message', async (_, body) => {
    const result = await answer(new Client().request('POST', '/api/graphql', body, { 'content-type': 'application/json' }))
    expect(result.status).toBe(400)
    expect(result.body.errors[0].message).toBeTruthy()
  })

  it('a well-formed query still works', async () => {
    const result = await new Client().graphql('{ Albums(limit: 1) { totalDocs } }')
    expect(result.errors).toBeUndefined()
    expect(result.data?.Albums).toBeTruthy()
  })
})

describe('POST /api/graphql errors', () => {
  it('carry the status and message, not a minified class name', async () => {
    const result = (await new Client().graphql('mutation { deleteAlbum(id: 1) { id } }')) as { errors?: { message: string; extensions?: Record<string, unknown> }[] }
    expect(result.errors?.[0]?.extensions).toEqual({ statusCode: 403 })
    expect(result.errors?.[0]?.message).toBeTruthy()
  })

  it('a body sent as a form or multipart is a 415 with a message, not a 500', async () => {
    for (const type of ['multipart/form-data; boundary=xyz', 'text/plain']) {
      const result = await answer(new Client().request('POST', '/api/graphql', JSON.stringify({ query: '{ countAlbums { totalDocs } }' }), { 'content-type': type }))
      expect(result.status).toBe(415)
      expect(result.body.errors[0].message).toBe('Send the request as JSON, with Content-Type: application/json.')
    }
  })
})
