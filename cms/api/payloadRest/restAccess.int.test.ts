import { describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'
import { TEST_ADMIN } from '../../testing/fixtures'

const albumCount = async () => (await answer((await admin()).get('/cms-api/albums?limit=0'))).body.totalDocs as number

describe("Payload's REST (/cms-api) is for admins", () => {
  it('refuses signed-out callers with 401 and users with 403, storing nothing', async () => {
    const before = await albumCount()
    const { client: user } = await newUser()
    for (const [caller, status] of [[new Client(), 401], [user, 403]] as const) {
      for (const [method, path] of [['GET', '/cms-api/albums'], ['GET', '/cms-api/users'], ['POST', '/cms-api/albums'], ['PATCH', '/cms-api/users/1']]) {
        const refused = await answer(caller.request(method!, path!, method === 'GET' ? undefined : { title: 'Sneaky', role: 'admin' }))
        expect(refused.status, `${method} ${path}`).toBe(status)
        expect(refused.body.errors[0].message).toMatch(/admin/)
      }
    }
    expect(await albumCount()).toBe(before)
  })

  it('lets anyone reach the sign-in routes the admin screens use', async () => {
    const visitor = new Client()
    expect((await visitor.get('/cms-api/users/me')).status).toBe(200)
    expect((await visitor.post('/cms-api/users/login', TEST_ADMIN)).status).toBe(200)
    expect((await visitor.get('/cms-api/albums?limit=1')).status).toBe(200)
    expect((await visitor.post('/cms-api/users/logout')).status).toBe(200)
    expect((await visitor.get('/cms-api/albums?limit=1')).status).toBe(401)
  })

  it('answers a password-reset request at once, for known and unknown addresses alike', async () => {
    for (const email of [TEST_ADMIN.email, 'nobody@integration.test']) {
      const started = Date.now()
      const rest = await new Client().post('/cms-api/users/forgot-password', { email })
      expect(rest.status).toBe(200)
      const graphql = await new Client().graphql(`mutation { forgotPasswordUser(email: "${email}") }`)
      expect(graphql.errors).toBeUndefined()
      expect(graphql.data).toEqual({ forgotPasswordUser: true })
      expect(Date.now() - started).toBeLessThan(5000)
    }
  })

  it.each([
    ['GET', '/cms-api/albums?where[id][in]=a,b'],
    ['GET', '/cms-api/albums?where[title][like]=%00'],
    ['GET', '/cms-api/albums?page=-1'],
    ['GET', '/cms-api/albums?limit=-5'],
    ['GET', '/cms-api/albums?where[id][equals][0]=1'],
    ['GET', '/cms-api/albums?where[id][equals]=99999999999999999999'],
    ['GET', '/cms-api/albums/99999999999999999999'],
    ['GET', '/cms-api/albums/1.5'],
    ['PATCH', '/cms-api/albums/99999999999999999999'],
    ['DELETE', '/cms-api/albums/1.5'],
    ['DELETE', '/cms-api/payload-preferences/no-such-key'],
    ['POST', '/cms-api/users/verify/anything'],
    ['GET', '/cms-api/albums/versions'],
    ['GET', '/cms-api/users/versions/1'],
    ['POST', '/cms-api/blog-posts/versions/1'],
    ['GET', '/cms-api/globals/anything/versions'],
  ])('an admin sending %s %s gets a 4xx with a message', async (method, path) => {
    const refused = await answer((await admin()).request(method, path, method === 'PATCH' ? { title: 'x' } : undefined))
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect(refused.body.errors?.[0]?.message ?? refused.body.message).toBeTruthy()
  })

  it.each([
    ['/cms-api/albums?where[id][equals]=99999999999', 'where.id.equals: must be a whole number from -2147483648 to 2147483647.'],
    ['/cms-api/albums?where[id][greater_than]=1e400', 'where.id.greater_than: must be a whole number from -2147483648 to 2147483647.'],
    ['/cms-api/comments?where[post][in]=1,2,abc', 'where.post.in: must be a whole number from -2147483648 to 2147483647.'],
    ['/cms-api/users?where[role][equals]=superuser', 'where.role.equals: must be one of user, admin.'],
    ['/cms-api/blog-posts?where[publishedAt][less_than]=next%20tuesday', 'where.publishedAt.less_than: must be a date, such as 2026-11-16.'],
    ['/cms-api/albums?where[releaseDate][equals]=99999-01-01', 'where.releaseDate.equals: must be a date, such as 2026-11-16.'],
    ['/cms-api/albums?where[isActive][equals]=maybe', 'where.isActive.equals: must be true or false.'],
  ])('an admin querying %s is told which value the field cannot take, before any query runs', async (path, message) => {
    const refused = await answer((await admin()).get(path))
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].message).toBe(message)
  })

  it.each(['null', '"text"', '1', '[{"title":"Listed"}]', 'true'])('refuses the JSON body %s, which is no object, and stores nothing', async (body) => {
    const boss = await admin()
    const before = await albumCount()
    for (const [method, path] of [['POST', '/cms-api/albums'], ['PATCH', '/cms-api/albums/1'], ['POST', '/cms-api/users']] as const) {
      const refused = await answer(boss.request(method, path, body))
      expect(refused.status, `${method} ${path}`).toBe(400)
      expect(refused.body.errors[0].message).toBe('The request body must be a JSON object.')
    }
    expect(await albumCount()).toBe(before)
  })

  it.each([
    ['albums', 'title', 123, 'Title must be text'],
    ['albums', 'title', ['A', 'B'], 'Title must be text'],
    ['albums', 'slug', ['a'], 'Slug must be text'],
    ['albums', 'slug', 123, 'Slug must be text'],
    ['albums', 'featuredArtist', { name: 'x' }, 'Featured artist must be text'],
    ['albums', 'description', ['a'], 'This field must be text.'],
    ['artists', 'name', true, 'Name must be text'],
    ['users', 'email', ['a@b.test'], 'Email must be text'],
    ['users', 'firstName', 42, 'First Name must be text'],
  ])('refuses a %s %s that is not text (%j), changing nothing', async (collection, field, value, message) => {
    const boss = await admin()
    const path = `/cms-api/${collection}/1`
    const before = (await answer(boss.get(path))).body
    const refused = await answer(boss.patch(path, { [field]: value }))
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body.errors)).toContain(message)
    expect((await answer(boss.get(path))).body).toEqual(before)
  })

  it('stores names and addresses without the spaces around them, and a blank one as blank', async () => {
    const boss = await admin()
    const created = await answer(
      boss.post('/cms-api/artists', { name: '  Spaced Out  ', modelVersion: '   ', profileImageUrl: '  ', spotifyUrl: ' https://open.spotify.com/artist/x ' }),
    )
    expect(created.status).toBe(201)
    expect(created.body.doc).toMatchObject({ name: 'Spaced Out', spotifyUrl: 'https://open.spotify.com/artist/x' })
    expect(created.body.doc.modelVersion ?? '').toBe('')
    expect(created.body.doc.profileImageUrl ?? '').toBe('')
    // A title of characters that show nothing is as missing as one of spaces.
    const invisible = await answer(boss.post('/cms-api/artists', { name: '\u200b\u200d' }))
    expect(invisible.status).toBe(400)
    expect(JSON.stringify(invisible.body.errors)).toContain('Name is required')
    expect((await boss.delete(`/cms-api/artists/${created.body.doc.id}`)).status).toBe(200)
  })

  it('stores a name or title pasted over lines on one line, and refuses other control characters', async () => {
    const boss = await admin()
    const pasted = await answer<{ doc: { id: number; name: string; modelVersion: string } }>(
      boss.post('/cms-api/artists', { name: ' Neon\r\n\tChoir\u2028Two ', modelVersion: 'v1\nbeta' }),
    )
    expect(pasted.status).toBe(201)
    expect(pasted.body.doc).toMatchObject({ name: 'Neon Choir Two', modelVersion: 'v1 beta' })
    for (const name of ['Bell\u0007Choir', 'Escape\u001b[31m', 'C1\u009b']) {
      const refused = await answer(boss.post('/cms-api/artists', { name }))
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body.errors)).toContain('Name must not contain control characters')
    }
    // The contract's rows go through the same rule.
    const album = await answer<{ title: string }>(boss.post('/api/albums', { title: 'Two\nLines', artistId: pasted.body.doc.id }))
    expect(album.status).toBe(201)
    expect(album.body.title).toBe('Two Lines')
    const refusedAlbum = await answer<{ error: string }>(boss.post('/api/albums', { title: 'Bell\u0007', artistId: pasted.body.doc.id }))
    expect(refusedAlbum.status).toBe(400)
    expect(JSON.stringify(refusedAlbum.body)).toContain('Title must not contain control characters')
  })

  it('accepts raster uploads and refuses SVG, which could carry script', async () => {
    const boss = await admin()
    const upload = (name: string, type: string, bytes: BlobPart) => {
      const form = new FormData()
      form.append('file', new Blob([bytes], { type }), name)
      form.append('_payload', JSON.stringify({ alt: name }))
      return fetch(`${boss.baseURL}/cms-api/media`, { method: 'POST', body: form, headers: boss.headers() })
    }
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    const refused = await upload('x.svg', 'image/svg+xml', svg)
    expect(refused.status).toBe(400)
    const png = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'))
    const accepted = await upload('dot.png', 'image/png', png)
    expect(accepted.status).toBe(201)
    const { doc } = (await accepted.json()) as { doc: { url: string } }
    // Served to admins; visitors see a file once something public shows it (cms/collections/Media).
    expect((await boss.get(new URL(doc.url, boss.baseURL).pathname)).status).toBe(200)
  })
})
