import { describe, expect, it } from 'vitest'
import { malformedGraphQLRequest } from './malformedRequest'

const post = (body: string) => new Request('http://localhost/api/graphql', { method: 'POST', body, headers: { 'content-type': 'application/json' } })

async function refusal(body: string) {
  const response = await malformedGraphQLRequest(post(body))
  return response && { status: response.status, message: ((await response.json()) as { errors: { message: string }[] }).errors[0]!.message }
}

describe('malformedGraphQLRequest', () => {
  it('lets well-formed queries and mutations through, leaving the body unread', async () => {
    const request = post(JSON.stringify({ query: 'query Q($id: Int!) { Album(id: $id) { title } }', variables: { id: 1 } }))
    expect(await malformedGraphQLRequest(request)).toBeNull()
    expect(await request.text()).toContain('Album')
    expect(await refusal(JSON.stringify({ query: 'mutation { createComment(data: {}) { id } }' }))).toBeNull()
  })

  it.each([
    ['{', /valid JSON/],
    ['', /valid JSON/],
    ['[1]', /JSON object/],
    ['{"query": 5}', /query as text/],
    ['{"query": "  "}', /query as text/],
    ['{"query": "{ a }", "variables": [1]}', /variables/],
    ['{"query": "{ a }", "operationName": 3}', /operationName/],
    ['{"query": "{"}', /Syntax Error/],
    ['{"query": "query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }"}', /Cannot spread fragment/],
    ['{"query": "{ ...Missing }"}', /Unknown fragment/],
    ['{"query": "subscription { Albums { docs { id } } }"}', /Subscriptions are not supported/],
    ['{"query": "type Foo { a: Int }"}', /not executable/],
    ['{"query": "mutation { verifyEmailUser(token: \\"x\\") }"}', /verifyEmailUser is not offered/],
    ['{"query": "{ Access { canAccessAdmin } }"}', /Access is not offered/],
    ['{"query": "{ docAccessBlogPost(id: 5) { read { permission } } }"}', /docAccessBlogPost is not offered/],
    [JSON.stringify({ query: `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: Albums { totalDocs }`).join(' ')} }` }), /at most 20 fields at its top; this one asks for 21/],
    [JSON.stringify({ query: `query { ...F } fragment F on Query { ${Array.from({ length: 21 }, (_, i) => `a${i}: Albums { totalDocs }`).join(' ')} }` }), /asks for 21/],
  ])('refuses %s with a 400 that says why', async (body, message) => {
    const answer = await refusal(body)
    expect(answer?.status).toBe(400)
    expect(answer?.message).toMatch(message)
  })

  it.each([
    ['selections', `{ ${'a { '.repeat(20_000)}b${' }'.repeat(20_000)} }`],
    ["a filter's objects", `{ Albums(where: ${'{ OR: ['.repeat(20_000)}{}${'] }'.repeat(20_000)}) { totalDocs } }`],
    ['a list', `{ Albums(where: { id: { in: ${'['.repeat(20_000)}${']'.repeat(20_000)} } }) { totalDocs } }`],
  ])('refuses a document of %s nested thousands of levels deep with a 400, not a 500', async (_, query) => {
    expect(await refusal(JSON.stringify({ query }))).toEqual({ status: 400, message: 'The query is nested too deeply to be read.' })
  })

  it('refuses a chain of fragments thousands long with a 400, not a 500', async () => {
    const chain = Array.from({ length: 5000 }, (_, n) => `fragment F${n} on Query { ...F${n + 1} }`).join(' ')
    const query = `query { ...F0 } ${chain} fragment F5000 on Query { Albums { totalDocs } }`
    expect(await refusal(JSON.stringify({ query }))).toEqual({ status: 400, message: 'The query is nested too deeply to be read.' })
  })

  // Each fragment spreads the next twice: 2^40 fields once spread, in 2 kB. Spread one at a time
  // (as before), counting them would take days, and the test would not end.
  const doubling = (on: string, last: string) =>
    `${Array.from({ length: 40 }, (_, n) => `fragment F${n} on ${on} { ...F${n + 1} ...F${n + 1} }`).join(' ')} fragment F40 on ${on} { ${last} }`

  it('counts a fragment spread many times once, and refuses at once what its spreading would ask for', async () => {
    expect((await refusal(JSON.stringify({ query: `query { ...F0 } ${doubling('Query', '__typename')}` })))?.message).toBe(
      `One request may ask for at most 20 fields at its top; this one asks for ${2 ** 40}.`,
    )
    expect((await refusal(JSON.stringify({ query: `query { Albums { docs { ...F0 } } } ${doubling('Album', 'title')}` })))?.message).toBe(
      `One request may ask for at most 1000 fields in all, its fragments spread in; this one asks for ${2 ** 40 + 2}.`,
    )
  })

  it('lets through a query of up to 1000 fields in all', async () => {
    const titles = Array.from({ length: 998 }, (_, n) => `t${n}: title`).join(' ')
    expect(await refusal(JSON.stringify({ query: `{ Albums { docs { ${titles} } } }` }))).toBeNull()
    expect((await refusal(JSON.stringify({ query: `{ Albums { docs { ${titles} extra: title } } }` })))?.message).toMatch(/asks for 1001/)
  })

  it.each([['text/plain'], ['multipart/form-data; boundary=xyz'], ['application/x-www-form-urlencoded'], [null]])(
    'refuses a body sent as %s with a 415 that names JSON',
    async (type) => {
      const headers: Record<string, string> = type ? { 'content-type': type } : {}
      const request = new Request('http://localhost/api/graphql', { method: 'POST', body: JSON.stringify({ query: '{ Albums { totalDocs } }' }), headers })
      if (!type) request.headers.delete('content-type')
      const response = await malformedGraphQLRequest(request)
      expect(response?.status).toBe(415)
      expect(((await response!.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/Content-Type: application\/json/)
    },
  )
})
