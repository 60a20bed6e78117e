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
