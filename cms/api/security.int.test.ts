import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../testing/client'

describe('security defaults', () => {
  it.each(['/', '/albums', '/blog/page/2', '/api/auth/user', '/admin', '/admin/collections/albums', '/no-such-page'])('%s carries the security headers', async (path) => {
    const response = await new Client().get(path)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain('frame-src https://open.spotify.com')
    expect(csp).not.toContain('unsafe-eval')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('GraphQL refuses introspection in production', async () => {
    const result = await new Client().graphql('{ __schema { types { name } } }')
    expect(result.data).toBeFalsy()
    expect(result.errors?.[0]?.message).toMatch(/introspection/i)
  })

  it('GraphQL refuses a query that asks for too much at once', async () => {
    const fields = Array.from({ length: 200 }, (_, i) => `a${i}: Albums(limit: 100) { docs { title artist { name } } }`).join(' ')
    const result = await new Client().graphql(`{ ${fields} }`)
    expect(result.data).toBeFalsy()
    expect(result.errors?.[0]?.message).toMatch(/at most 20 fields at its top/)
    const nested = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: Albums(limit: 100) { docs { ${Array.from({ length: 60 }, (_, j) => `t${j}: title`).join(' ')} artist { name } } }`).join(' ')} }`
    const many = await new Client().graphql(nested)
    expect(many.data).toBeFalsy()
    expect(many.errors?.[0]?.message).toMatch(/at most 1000 fields in all/)
    // Few fields, each a read of related documents: Payload's complexity limit.
    const parents = await new Client().graphql(`{ Comments { docs { ${'parent { '.repeat(300)}id${' }'.repeat(300)} } } }`)
    expect(parents.data).toBeFalsy()
    expect(parents.errors?.[0]?.message).toMatch(/complexity/i)
  })

  it('refuses a where of thousands of conditions at once, through GraphQL and Payload\'s REST, with a message and at once', async () => {
    const many = Array.from({ length: 20_000 }, () => ({ id: { equals: 1 } }))
    const literal = await new Client().graphql(`{ Albums(where: { OR: [${many.map(() => '{ id: { equals: 1 } }').join(',')}] }) { totalDocs } }`)
    expect(literal.data?.Albums ?? null).toBeNull()
    expect(literal.errors?.[0]?.message).toBe('where: asks for more than 100 conditions at once.')
    const variables = await new Client().graphql('query ($w: Album_where) { Albums(where: $w) { totalDocs } }', { w: { OR: many } })
    expect(variables.errors?.[0]?.message).toBe('where: asks for more than 100 conditions at once.')
    const ids = Array.from({ length: 501 }, (_, n) => n + 1).join(',')
    const rest = await answer<{ errors: { message: string }[] }>((await admin()).get(`/cms-api/albums?where[id][in]=${ids}`))
    expect(rest.status).toBe(400)
    expect(rest.body.errors[0]?.message).toBe('where: lists more than 500 values in one condition.')
    // What the site and the admin ask is answered as before.
    const few = await new Client().graphql('{ Albums(where: { OR: [{ id: { equals: 1 } }, { id: { equals: 2 } }] }) { totalDocs } }')
    expect(few.errors).toBeUndefined()
  })

  it('has no GraphQL playground', async () => {
    expect((await new Client().get('/api/graphql-playground')).status).toBe(404)
  })

  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('answers %s /api/graphql with a 405 that says POST is the method', async (method) => {
    const refused = await new Client().request(method, '/api/graphql')
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe('POST, OPTIONS')
    expect((await refused.json()).message).toMatch(/POST/)
  })
})

/** Letters and digits no index compresses: PostgreSQL's unique index on the e-mail cannot hold a few kilobytes of them. */
const incompressible = (length: number) => Array.from({ length }, () => crypto.randomInt(36).toString(36)).join('')

type GraphQLAnswer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { statusCode?: number; data?: { errors?: { message: string }[] } } }[] }
const graphql = async (client: Client, query: string, variables?: Record<string, unknown>) =>
  (await answer<GraphQLAnswer>(client.post('/api/graphql', { query, variables }))).body

const userCount = async () => (await answer((await admin()).get('/cms-api/users?limit=0'))).body.totalDocs as number

describe('who may write is answered before what the body lacks', () => {
  const writes: [method: 'post' | 'put', path: string][] = [
    ['post', '/api/albums'],
    ['put', '/api/albums/1'],
    ['put', '/api/albums/abc'],
    ['post', '/api/artists'],
    ['post', '/api/blog/1/comments'],
    ['put', '/api/comments/1'],
  ]

  it.each(writes)('%s %s with an empty body: 401 signed out', async (method, path) => {
    const { status, body } = await answer(new Client()[method](path, {}))
    expect(status).toBe(401)
    expect(body.message).toBe('Unauthorized')
  })

  it.each(writes.filter(([, path]) => path.startsWith('/api/a')))('%s %s with an empty body: 403 for a user', async (method, path) => {
    const { client } = await newUser()
    expect((await client[method](path, {})).status).toBe(403)
  })

  it('a refused bootstrap-admin leaves the caller\'s record as it was', async () => {
    const { client } = await newUser()
    const before = (await answer(client.get('/api/auth/user'))).body.updatedAt
    expect((await client.post('/api/bootstrap-admin')).status).toBe(403)
    expect((await answer(client.get('/api/auth/user'))).body.updatedAt).toBe(before)
  })
})

describe('hostile input that PostgreSQL or Payload failed on with a 500', () => {
  it('an e-mail too long for its index is a 400 naming the field, through GraphQL too, storing nothing', async () => {
    const long = `${incompressible(6000)}@example.com`
    const before = await userCount()
    const created = await graphql(new Client(), 'mutation ($d: mutationUserInput!) { createUser(data: $d) { id } }', {
      d: { email: long, password: 'a-good-password', role: 'user' },
    })
    expect(created.data?.createUser).toBeNull()
    expect(created.errors?.[0]?.extensions?.statusCode).toBe(400)
    expect(created.errors?.[0]?.extensions?.data?.errors?.[0]?.message).toBe('Email must be at most 255 characters')
    expect(await userCount()).toBe(before)

    // Only an admin may change an address (cms/fields/emailField.ts).
    const { client, id, email } = await newUser()
    const updated = await graphql(await admin(), 'mutation ($id: Int!, $d: mutationUserUpdateInput!) { updateUser(id: $id, data: $d) { email } }', { id, d: { email: long } })
    expect(updated.errors?.[0]?.extensions?.statusCode).toBe(400)
    expect(updated.errors?.[0]?.extensions?.data?.errors?.[0]?.message).toBe('Email must be at most 255 characters')
    expect((await answer(client.get('/api/auth/user'))).body.email).toBe(email)
  })

  it("Payload's own collections (preferences, key-value store) are not offered through GraphQL", async () => {
    const { client } = await newUser()
    for (const query of [
      `mutation { createPayloadPreference(data: { key: "${incompressible(6000)}", value: {} }) { id } }`,
      '{ PayloadPreferences(where: { key: { all: ["a"] } }) { totalDocs } }',
      '{ countPayloadKvs { totalDocs } }',
    ]) {
      const response = await answer<GraphQLAnswer>(client.post('/api/graphql', { query }))
      expect(response.status, query.slice(0, 40)).toBe(400)
      expect(response.body.errors?.[0]?.message).toMatch(/^\w*Payload(Preference|Kv)\w* is not offered by this site\.$/)
    }
  })

  it.each([
    ['{ Albums(where: { title: { all: ["a"] } }) { totalDocs } }', 'where.title.all: this operator is not supported here; use in.'],
    ['{ countAlbums(where: { OR: [{ artist: { equals: { relationTo: "artists", value: 1 } } }] }) { totalDocs } }', 'where.OR.0.artist.equals: must be a single value, not an object or a list.'],
    ['{ Albums(where: { artist: { in: [{ a: 1 }] } }) { totalDocs } }', 'where.artist.in: must be a list of values.'],
    ['{ BlogPosts(where: { content: { like: "x" } }) { totalDocs } }', 'where.content.like: content holds structured content: match a path inside it, such as content.root.'],
  ])('GraphQL: %s is a 400 that names the condition', async (query, message) => {
    const result = await graphql(new Client(), query)
    expect(result.errors?.[0]?.message).toBe(message)
    expect(result.errors?.[0]?.extensions?.statusCode).toBe(400)
  })

  it.each([
    ['where=str', 'where must be a JSON object, or written as where[field][operator]=value.'],
    ['where[title][like][0]=a', 'where.title.like: must be a single value, not an object or a list.'],
    ['where[title][all]=a', 'where.title.all: this operator is not supported here; use in.'],
    ['where[or][0]=x', 'where.or.0: must be an object of conditions.'],
    ['limit=-5', 'page must be a whole number from 1, and limit a whole number from 0.'],
  ])("Payload's REST: ?%s is a 400 that says why", async (query, message) => {
    const result = await answer((await admin()).get(`/cms-api/albums?${query}`))
    expect(result.status).toBe(400)
    expect(result.body.errors[0].message).toBe(message)
  })

  it.each([
    ['DELETE', '/api/albums', 'GET, HEAD, POST, OPTIONS'],
    ['GET', '/api/contact', 'POST, OPTIONS'],
    ['PATCH', '/api/comments/1', 'PUT, DELETE, OPTIONS'],
  ])('%s %s is a 405 with a message and the methods the address accepts', async (method, path, allowed) => {
    const refused = await new Client().request(method, path)
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe(allowed)
    expect(((await refused.json()) as { message: string }).message).toBe(`${method} is not allowed here; this address accepts ${allowed}.`)
    expect((await new Client().request('OPTIONS', path)).headers.get('allow')).toBe(allowed)
  })

  it.each(['payload-preferences', 'albums'])("Payload's REST on %s: a parameter read as one value, given as several, is a 400", async (slug) => {
    const boss = await admin()
    const where = 'where must be given once, as a JSON object or written as where[field][operator]=value.'
    for (const [query, message] of [
      ['limit=1&limit=2', 'limit must be given once, as a single value.'],
      ['page[a]=1', 'page must be given once, as a single value.'],
      ['depth=0&depth=1', 'depth must be given once, as a single value.'],
      ['sort=id&sort=-id', 'sort must be given once, as a single value.'],
      ['where=%7B%7D&where=%7B%7D', where],
      ['where=%7B%7D&where[id][equals]=1', where],
      ['where[0][id][equals]=1', where],
    ]) {
      const result = await answer(boss.get(`/cms-api/${slug}?${query}`))
      expect(result.status, query).toBe(400)
      expect(result.body.errors[0].message).toBe(message)
    }
  })

  it("Payload's REST refuses a form it cannot read with a 400, changing nothing", async () => {
    const boss = await admin()
    const artist = (await answer(boss.post('/api/artists', { name: `Form Artist ${Date.now()}` }))).body
    const album = (await answer(boss.post('/api/albums', { title: 'Untouched', artistId: artist.id }))).body
    const form = (payload: string) => `--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${payload}\r\n--x--\r\n`
    const cases: [Client, string, string, string, RegExp][] = [
      [new Client(), '/cms-api/users/login', form('{bad'), 'multipart/form-data; boundary=x', /_payload must be a JSON object/],
      [new Client(), '/cms-api/users/forgot-password', form('null'), 'multipart/form-data; boundary=x', /_payload must be a JSON object/],
      [new Client(), '/cms-api/users/login', '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{}', 'multipart/form-data; boundary=x', /not a valid multipart/],
      [new Client(), '/cms-api/users/reset-password', '_payload=%7Bbad', 'multipart/form-data; boundary=x', /not a valid multipart/],
      [new Client(), '/cms-api/users/login', 'x', 'multipart/mixed', /not a valid multipart/],
      [boss, `/cms-api/albums/${album.id}`, form('{"title": "Changed'), 'multipart/form-data; boundary=x', /_payload must be a JSON object/],
    ]
    for (const [client, path, body, contentType, message] of cases) {
      const method = path.startsWith('/cms-api/albums') ? 'PATCH' : 'POST'
      // Client.request sends its bodies as JSON; these go as they are, with their own type.
      const result = await answer(fetch(client.baseURL + path, { method, body, headers: { ...client.headers(), 'content-type': contentType } }))
      expect(result.status, `${path} ${body.slice(0, 40)}`).toBe(400)
      expect(result.body.errors[0].message).toMatch(message)
    }
    expect((await answer(boss.get(`/cms-api/albums/${album.id}?depth=0`))).body.title).toBe('Untouched')
  })

  it('a body over 1 MB is a 413 with a message, read no further and storing nothing', async () => {
    const boss = await admin()
    const messages = async () => (await answer(boss.get('/cms-api/contact-messages?limit=0'))).body.totalDocs as number
    const before = await messages()
    const huge = JSON.stringify({ name: 'Grace', email: 'grace@example.com', subject: 'Hello there', message: 'x'.repeat(2 * 1024 * 1024) })
    const declared = await answer(new Client().post('/api/contact', huge))
    expect(declared.status).toBe(413)
    expect(declared.body.message).toBe('The request body is too large: at most 1 MB.')
    // Sent in chunks, without a Content-Length: counted as it arrives.
    const client = new Client()
    const streamed = await fetch(`${client.baseURL}/api/contact`, {
      method: 'POST',
      headers: { ...client.headers(), 'content-type': 'application/json' },
      body: new Blob([huge]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(((await streamed.json()) as { message: string }).message).toMatch(/too large/)
    expect(await messages()).toBe(before)
  })

  it('a body that is not UTF-8 (a lone surrogate encoded, a stray byte) is a 400, not stored with U+FFFD in its place', async () => {
    const boss = await admin()
    const messages = async () => (await answer(boss.get('/cms-api/contact-messages?limit=0'))).body.totalDocs as number
    const before = await messages()
    const client = new Client()
    for (const bad of [[0xed, 0xa0, 0x80], [0xff]]) {
      const body = Buffer.concat([Buffer.from('{"name":"Grace","email":"grace@example.com","subject":"Hello there","message":"'), Buffer.from(bad), Buffer.from(' a message long enough"}')])
      const refused = await answer(fetch(`${client.baseURL}/api/contact`, { method: 'POST', headers: { ...client.headers(), 'content-type': 'application/json' }, body }))
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe('The request body must be valid UTF-8 text.')
      const viaGraphql = await answer(
        fetch(`${client.baseURL}/api/graphql`, { method: 'POST', headers: { ...client.headers(), 'content-type': 'application/json' }, body: Buffer.concat([Buffer.from('{"query":"{ __typename }","x":"'), Buffer.from(bad), Buffer.from('"}')]) }),
      )
      expect(viaGraphql.status).toBe(400)
      expect(viaGraphql.body.errors[0].message).toBe('The request body must be valid UTF-8 text.')
    }
    expect(await messages()).toBe(before)
  })

  it('a body that does not say it is JSON, or says it is encoded, is a 415 on the /api rows, as on GraphQL and Payload REST, storing nothing', async () => {
    const boss = await admin()
    const messages = async () => (await answer(boss.get('/cms-api/contact-messages?limit=0'))).body.totalDocs as number
    const before = await messages()
    const client = new Client()
    const body = JSON.stringify({ name: 'Grace', email: 'grace@example.com', subject: 'Hello there', message: 'A message long enough to send.' })
    for (const headers of [{ 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }, { 'content-type': '' }, { 'content-type': 'application/xml' }]) {
      const refused = await answer(client.request('POST', '/api/contact', body, headers))
      expect(refused.status, JSON.stringify(headers)).toBe(415)
      expect(refused.body.message).toBe('Send the request body as JSON, with Content-Type: application/json.')
    }
    const encoded = await answer(client.request('POST', '/api/contact', body, { 'content-type': 'application/json', 'content-encoding': 'gzip' }))
    expect(encoded.status).toBe(415)
    expect(encoded.body.message).toMatch(/must not be encoded/)
    expect(await messages()).toBe(before)
    // A JSON type with parameters, or a +json one, is JSON; a call with no body needs no type.
    expect((await client.request('POST', '/api/contact', body, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(201)
    expect((await client.request('POST', '/api/contact', body, { 'content-type': 'application/merge-patch+json' })).status).toBe(201)
    expect((await (await newUser()).client.request('POST', '/api/bootstrap-admin', undefined)).status).not.toBe(415)
  })

  it("GraphQL and Payload's REST refuse a body over 1 MB with a 413 too, storing nothing", async () => {
    const boss = await admin()
    const messages = async () => (await answer(boss.get('/cms-api/contact-messages?limit=0'))).body.totalDocs as number
    const before = await messages()
    const message = { name: 'Grace', email: 'grace@example.com', subject: 'Hello there', message: 'x'.repeat(2 * 1024 * 1024) }
    const create = 'mutation ($d: mutationContactMessageInput!) { createContactMessage(data: $d) { id } }'
    for (const [client, path, body] of [
      [new Client(), '/api/graphql', { query: create, variables: { d: message } }],
      [boss, '/cms-api/contact-messages', message],
    ] as const) {
      const refused = await answer(client.post(path, body))
      expect(refused.status, path).toBe(413)
      expect(refused.body.errors[0].message).toBe('The request body is too large: at most 1 MB.')
    }
    expect(await messages()).toBe(before)
  })

  it('a day no calendar has, or text new Date() would guess at, is a 400 and the stored date stays', async () => {
    const boss = await admin()
    const artist = (await answer(boss.post('/api/artists', { name: `Date Artist ${Date.now()}` }))).body
    const album = (await answer(boss.post('/api/albums', { title: 'Dated', artistId: artist.id, releaseDate: '2026-01-05' }))).body
    for (const releaseDate of ['2026-02-30', '2026-04-31T10:00:00Z', '5', 'March 3']) {
      const result = await answer(boss.put(`/api/albums/${album.id}`, { title: 'Dated', artistId: artist.id, releaseDate }))
      expect(result.status, releaseDate).toBe(400)
      expect(result.body.message).toBe('releaseDate must be a date from 1000-01-01 to 9999-12-31, such as 2026-11-16')
    }
    expect((await answer(boss.get(`/cms-api/albums/${album.id}?depth=0`))).body.releaseDate).toBe(album.releaseDate)
  })

  it('when a comment or a contact message was written or changed is the server\'s to say, not the writer\'s', async () => {
    const boss = await admin()
    const post = (await answer(boss.post('/api/admin/blog', { title: `Dated post ${Date.now()}`, content: '<p>x</p>', status: 'published' }))).body
    const { client } = await newUser()
    const start = Date.now() - 60_000
    const comment = await graphql(
      client,
      'mutation ($post: Int!) { createComment(data: { post: $post, content: "Early bird", createdAt: "1900-01-01", updatedAt: "1900-01-01" }) { id createdAt updatedAt } }',
      { post: Number(post.id) },
    )
    const created = comment.data?.createComment as { id: number; createdAt: string; updatedAt: string }
    expect(new Date(created.createdAt).getTime()).toBeGreaterThan(start)
    expect(new Date(created.updatedAt).getTime()).toBeGreaterThan(start)
    const edited = await graphql(client, 'mutation ($id: Int!) { updateComment(id: $id, data: { content: "Still early", createdAt: "1900-01-01" }) { createdAt } }', { id: created.id })
    expect((edited.data?.updateComment as { createdAt: string }).createdAt).toBe(created.createdAt)
    const thread = (await answer(new Client().get(`/api/blog/${post.id}/comments`))).body as { createdAt: string }[]
    expect(thread.map((row) => row.createdAt)).toEqual([created.createdAt])
    const message = await graphql(
      new Client(),
      'mutation { createContactMessage(data: { name: "Grace", email: "g@example.com", subject: "Hello there", message: "Long enough message.", createdAt: "1999-01-01", updatedAt: "1999-01-01" }) { createdAt updatedAt } }',
    )
    const sent = message.data?.createContactMessage as { createdAt: string; updatedAt: string }
    expect(new Date(sent.createdAt).getTime()).toBeGreaterThan(start)
    expect(new Date(sent.updatedAt).getTime()).toBeGreaterThan(start)
  })

  it("an article's HTML nested 10,000 deep is refused at once, not converted for 20 s, storing nothing", async () => {
    const boss = await admin()
    const posts = async () => (await answer(boss.get('/api/admin/blog'))).body.length as number
    const before = await posts()
    const started = Date.now()
    const result = await answer(boss.post('/api/admin/blog', { title: 'Deep', content: `<p>${'<b>'.repeat(10_000)}x</p>` }))
    expect(result.status).toBe(400)
    expect(result.body.message).toBe('Content is nested too deeply: at most 256 levels of elements')
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(await posts()).toBe(before)
  })

  it('free text longer than its bound is a 400 naming the bound, through every way in, changing nothing', async () => {
    const boss = await admin()
    const first = async (slug: string) => (await answer(boss.get(`/cms-api/${slug}?limit=1&depth=0`))).body.docs[0] as Record<string, unknown>
    for (const [slug, field, bound] of [
      ['albums', 'description', 2_000],
      ['artists', 'description', 2_000],
      ['blog-posts', 'excerpt', 2_000],
    ] as const) {
      const doc = await first(slug)
      const refused = await answer(boss.patch(`/cms-api/${slug}/${doc.id}`, { [field]: 'x'.repeat(bound + 1) }))
      expect(refused.status, `${slug} ${field}`).toBe(400)
      expect(JSON.stringify(refused.body.errors)).toContain(`This text must be at most ${bound} characters.`)
      expect((await answer(boss.get(`/cms-api/${slug}/${doc.id}?depth=0`))).body[field]).toEqual(doc[field])
    }
    // A submission is never changed (SPEC §4), so its bounds are met when it is written.
    const submissions = async () => (await answer(boss.get('/cms-api/lyric-submissions?limit=0'))).body.totalDocs as number
    const submitted = await submissions()
    for (const [field, bound] of [['notes', 2_000], ['lyrics', 20_000]] as const) {
      const refused = await answer(boss.post('/cms-api/lyric-submissions', { lyrics: 'l'.repeat(60), terms: true, [field]: 'x'.repeat(bound + 1) }))
      expect(refused.status, `lyric-submissions ${field}`).toBe(400)
      expect(JSON.stringify(refused.body.errors)).toContain(`This text must be at most ${bound} characters.`)
    }
    expect(await submissions()).toBe(submitted)
    const messages = async () => (await answer(boss.get('/cms-api/contact-messages?limit=0'))).body.totalDocs as number
    const before = await messages()
    const sent = await graphql(new Client(), 'mutation ($d: mutationContactMessageInput!) { createContactMessage(data: $d) { id } }', {
      d: { name: 'Grace', email: 'grace@example.com', subject: 'Hello there', message: 'x'.repeat(20_001) },
    })
    expect(sent.errors?.[0]?.extensions?.statusCode).toBe(400)
    expect(sent.errors?.[0]?.extensions?.data?.errors?.[0]?.message).toBe('This text must be at most 20000 characters.')
    expect(await messages()).toBe(before)
    const post = (await answer(new Client().get('/api/blog'))).body[0] as { id: string }
    const { client } = await newUser()
    const comment = await answer(client.post(`/api/blog/${post.id}/comments`, { content: 'x'.repeat(20_001) }))
    expect(comment.status).toBe(400)
    expect(comment.body.message).toMatch(/at most 20000 characters/)
  })

  it("a user cannot set their own password hash, salt, reset token or sessions, through GraphQL or Payload's REST", async () => {
    const { client, id, email } = await newUser()
    const chosen = {
      hash: 'chosen',
      salt: 'chosen',
      resetPasswordToken: 'chosen-token',
      resetPasswordExpiration: '2099-01-01T00:00:00.000Z',
      sessions: [],
    }
    for (const [field, value] of Object.entries(chosen)) {
      await graphql(client, 'mutation ($id: Int!, $d: mutationUserUpdateInput!) { updateUser(id: $id, data: $d) { id } }', { id, d: { [field]: value } })
    }
    expect((await client.patch(`/cms-api/users/${id}`, chosen)).status).toBe(403)
    // Sessions: the user's own is still valid.
    expect((await answer(client.get('/api/auth/user'))).body.email).toBe(email)
    // Hash and salt: the password still signs in; reset token: the chosen one resets nothing.
    expect((await new Client().post('/api/auth/login', { email, password: 'a-good-password' })).status).toBe(200)
    const reset = await new Client().post('/api/auth/reset-password', { token: 'chosen-token', password: 'a-new-password' })
    expect(reset.status).toBe(400)
  })

  it('the image optimiser fetches only our pictures, not pages or /api routes', async () => {
    for (const url of ['/api/logout', '/api/login', '/blog/page/1', '/albums']) {
      const response = await new Client().get(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`)
      expect(response.status, url).toBe(400)
      expect(await response.text()).toMatch(/not allowed/)
    }
  })
})

describe('what the order of results could tell', () => {
  it("sorting through a relationship to a user's hidden fields is a 400, through GraphQL and Payload's REST alike", async () => {
    for (const sort of ['-author.resetPasswordToken', 'author.hash', 'post.author.resetPasswordExpiration', 'title,-author.sessions.createdAt']) {
      const result = await graphql(new Client(), 'query ($sort: String) { Comments(sort: $sort) { docs { id } } }', { sort })
      expect(result.data?.Comments ?? null).toBeNull()
      expect(result.errors?.[0]?.extensions?.statusCode).toBe(400)
      expect(result.errors?.[0]?.message).toMatch(/is not a field of this collection; sort by its own fields/)
    }
    const rest = await answer((await admin()).get('/cms-api/comments?sort=-author.salt'))
    expect(rest.status).toBe(400)
    expect(rest.body.errors[0].message).toMatch(/author\.salt is not a field of this collection/)
    // A collection's own fields still sort.
    const own = await graphql(new Client(), '{ Comments(sort: "-createdAt", limit: 1) { docs { id } } }')
    expect(own.errors).toBeUndefined()
  })
})
