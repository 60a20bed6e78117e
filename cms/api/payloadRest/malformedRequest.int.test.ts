import { describe, expect, it } from 'vitest'
import { admin, answer, Client } from '../../testing/client'

// Requests an admin's own client never sends, which Payload's REST failed on with a 500 or read
// wrongly (malformedRequest.ts): each is refused with a message, and nothing is stored.
describe("Payload's REST refuses what it cannot read, even from an admin", () => {
  it('a body that is neither JSON nor a multipart form: 415, nothing stored', async () => {
    const boss = await admin()
    const before = (await answer(boss.get('/cms-api/artists?limit=0'))).body.totalDocs
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const refused = await answer(boss.request('POST', '/cms-api/artists', 'name=Formed', { 'content-type': type }))
      expect(refused.status, type).toBe(415)
      expect(refused.body.errors[0].message).toBe('The request body must be JSON (application/json) or a multipart/form-data form.')
    }
    expect((await answer(boss.get('/cms-api/artists?limit=0'))).body.totalDocs).toBe(before)
  })

  it('a create or an update without a body: 400 saying so, nothing stored', async () => {
    const boss = await admin()
    const before = (await answer(boss.get('/cms-api/albums?limit=1&sort=-updatedAt'))).body
    for (const [method, path] of [['POST', '/cms-api/albums'], ['POST', '/cms-api/users'], ['PATCH', `/cms-api/albums/${before.docs[0].id}`], ['PATCH', '/cms-api/albums?where[id][equals]=1']]) {
      const refused = await answer(boss.request(method!, path!))
      expect(refused.status, `${method} ${path}`).toBe(400)
      expect(refused.body.errors[0].message).toBe('The request needs a body: the document as a JSON object (application/json) or a multipart/form-data form.')
    }
    expect((await answer(boss.get('/cms-api/albums?limit=1&sort=-updatedAt'))).body).toEqual(before)
  })

  it("a read sent as a POST, as the admin's relationship fields send it, still reads; its query is checked like an address's", async () => {
    const boss = await admin()
    const read = (query: string) =>
      answer(
        boss.request('POST', '/cms-api/artists', query, { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' }),
      )
    const found = await read('limit=1&depth=0')
    expect(found.status).toBe(200)
    expect(found.body.docs).toHaveLength(1)
    for (const [query, message] of [
      ['where[name][equals]=%00', 'The query must not contain NUL characters.'],
      ['limit=1&limit=2', 'limit must be given once, as a single value.'],
    ]) {
      const refused = await read(query!)
      expect(refused.status, query).toBe(400)
      expect(refused.body.errors[0].message).toBe(message)
    }
  })

  it('a multipart form without the _payload field Payload reads the document from: 400, nothing stored', async () => {
    const boss = await admin()
    const before = (await answer(boss.get('/cms-api/artists?limit=0'))).body.totalDocs
    const form = new FormData()
    form.append('name', 'Formless')
    const refused = await answer(fetch(`${boss.baseURL}/cms-api/artists`, { method: 'POST', body: form, headers: boss.headers() }))
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].message).toBe('The form needs a _payload field holding the document as a JSON object.')
    expect((await answer(boss.get('/cms-api/artists?limit=0'))).body.totalDocs).toBe(before)
  })

  it('an id that only starts like a number: 400, and the document it looks like is untouched', async () => {
    const boss = await admin()
    const { doc } = (await answer(boss.post('/cms-api/artists', { name: 'Whole Number' }))).body
    for (const id of [`${doc.id}abc`, `0${doc.id}`, `+${doc.id}`, `${doc.id};DROP`, `${doc.id}%20`, '-1', '99999999999']) {
      const patched = await answer(boss.patch(`/cms-api/artists/${id}`, { name: 'Renamed' }))
      expect(patched.status, id).toBe(400)
      expect(patched.body.errors[0].message).toMatch(/is not a valid id: ids are whole numbers from 1\.$/)
      expect((await boss.delete(`/cms-api/artists/${id}`)).status, id).toBe(400)
    }
    expect((await answer(boss.get(`/cms-api/artists/${doc.id}`))).body.name).toBe('Whole Number')
    // Named routes pass as before.
    expect((await boss.get('/cms-api/users/me')).status).toBe(200)
    expect((await boss.get('/cms-api/artists/count')).status).toBe(200)
    expect((await boss.delete(`/cms-api/artists/${doc.id}`)).status).toBe(200)
  })

  it("a route named like an object's own key: 404", async () => {
    const boss = await admin()
    for (const path of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__/1', 'artists/constructor']) {
      const refused = await answer(boss.get(`/cms-api/${path}`))
      expect(refused.status, path).toBe(404)
      expect(refused.body.errors[0].message).toBe('This site does not offer this route.')
    }
  })

  it('a JSON body that is not UTF-8: 400, nothing stored', async () => {
    const boss = await admin()
    const before = (await answer(boss.get('/cms-api/artists?limit=0'))).body.totalDocs
    const bytes = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xed, 0xa0, 0x80]), Buffer.from(' hi"}')])
    const refused = await fetch(`${boss.baseURL}/cms-api/artists`, {
      method: 'POST',
      headers: { ...boss.headers(), 'content-type': 'application/json' },
      body: bytes,
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('The request body must be valid UTF-8 text.')
    expect((await answer(boss.get('/cms-api/artists?limit=0'))).body.totalDocs).toBe(before)
  })
})

describe("Payload's REST errors", () => {
  it.each([
    ['a refused sign-in', () => new Client().post('/cms-api/users/login', { email: 'nobody@example.com', password: 'wrong-password' })],
    ['a field of the wrong kind', async () => (await admin()).post('/cms-api/artists', { name: 42 })],
    ['a missing document', async () => (await admin()).get('/cms-api/artists/987654')],
  ])('carry the status and message, not a minified class name: %s', async (_, send) => {
    const refused = await answer(await send())
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect(refused.body.errors[0].message).toBeTruthy()
    for (const error of refused.body.errors) expect(error).not.toHaveProperty('name')
  })
})
