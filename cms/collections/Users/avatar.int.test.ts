import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../../testing/client'
import { startFakeImageHost, type FakeImageHost } from '../../testing/fakeImageHost'
import { lexicalText } from '../../testing/lexical'

type FieldErrors = { extensions?: { statusCode?: number; data?: { errors?: { path: string; message: string }[] } } }

let host: FakeImageHost

beforeAll(async () => {
  host = await startFakeImageHost()
})
afterAll(() => host.close())

const setAvatar = (client: Client, id: number, url: string | null) =>
  client.graphql<{ updateUser: { profileImageUrl: string | null } }>(
    `mutation ($url: String) { updateUser(id: ${id}, data: { profileImageUrl: $url }) { profileImageUrl } }`,
    { url },
  )

const ownAvatar = async (client: Client) => ((await answer(client.get('/api/auth/user'))).body as { profileImageUrl: string | null }).profileImageUrl

/** The requests the fake host has had since `mark`. */
const since = (mark: number) => host.requests.slice(mark)

/** A new user whose avatar is the site's copy of the fake host's photo. */
async function userWithAvatar(name: string) {
  const user = await newUser(name)
  const set = await setAvatar(user.client, user.id, `${host.url}/photo.jpg`)
  expect(set.errors).toBeUndefined()
  return { ...user, copy: set.data!.updateUser.profileImageUrl! }
}

describe('an avatar given as an outside address', () => {
  it("is fetched once by the server, and every way in shows only the site's own small copy", async () => {
    const mark = host.requests.length
    const user = await userWithAvatar('Ada')
    expect(user.copy).toMatch(/^\/cms-api\/avatars\/file\/[0-9a-f]+\.webp$/)
    expect(since(mark)).toEqual(['/photo.jpg'])

    const anyone = new Client()
    const file = await anyone.get(user.copy)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 })

    const boss = await admin()
    const post = (await answer(boss.post('/cms-api/blog-posts', { title: `Avatar ${Date.now()}`, content: lexicalText('x'), status: 'published' }))).body.doc
    const comment = (await answer(user.client.post(`/api/blog/${post.id}/comments`, { content: 'Signed with my face' }))).body
    const thread = (await answer<{ id: number; authorProfileImage: string | null }[]>(anyone.get(`/api/blog/${post.id}/comments`))).body
    expect(thread.find((each) => each.id === comment.id)?.authorProfileImage).toBe(user.copy)
    const graphql = await anyone.graphql<{ Comment: { authorProfileImage: string | null } }>(`{ Comment(id: ${comment.id}) { authorProfileImage } }`)
    expect(graphql.data?.Comment.authorProfileImage).toBe(user.copy)
    expect(await ownAvatar(user.client)).toBe(user.copy)
    expect((await answer(boss.get(`/cms-api/users/${user.id}`))).body.profileImageUrl).toBe(user.copy)
    const users = (await answer<{ id: string; profileImageUrl: string | null }[]>(boss.get('/api/admin/users'))).body
    expect(users.find((each) => each.id === String(user.id))?.profileImageUrl).toBe(user.copy)

    // The article, its list, the feeds: the copy where the avatar shows, the outside host nowhere.
    const article = await (await anyone.get(`/blog/${post.slug}`)).text()
    expect(article).toContain(user.copy)
    for (const page of [article, ...(await Promise.all(['/blog', '/blog/rss.xml', '/sitemap.xml'].map(async (path) => (await anyone.get(path)).text())))]) {
      expect(page).not.toContain(host.url)
    }
    expect(since(mark)).toEqual(['/photo.jpg'])
  })

  it('keeps one copy per user: a new avatar, none, or a deleted account takes the old copy away', async () => {
    const user = await userWithAvatar('Bea')
    const again = await setAvatar(user.client, user.id, `${host.url}/photo.jpg`)
    const second = again.data!.updateUser.profileImageUrl!
    expect(second).not.toBe(user.copy)
    expect((await new Client().get(user.copy)).status).toBe(404)
    expect((await setAvatar(user.client, user.id, null)).data?.updateUser.profileImageUrl).toBeNull()
    expect((await new Client().get(second)).status).toBe(404)

    const leaving = await userWithAvatar('Cai')
    expect((await (await admin()).delete(`/cms-api/users/${leaving.id}`)).status).toBe(200)
    expect((await new Client().get(leaving.copy)).status).toBe(404)
  })

  it("cannot take another user's copy", async () => {
    const owner = await userWithAvatar('Dev')
    const other = await newUser('Eve')
    const taken = await setAvatar(other.client, other.id, owner.copy)
    const error = taken.errors?.[0] as FieldErrors | undefined
    expect(error?.extensions?.data?.errors?.[0]).toMatchObject({ path: 'profileImageUrl', message: expect.stringMatching(/site makes its copy/) })
    expect(await ownAvatar(other.client)).toBeNull()
  })

  it("keeps this site's other image paths as given, fetching nothing", async () => {
    const mark = host.requests.length
    const user = await newUser('Fay')
    expect((await setAvatar(user.client, user.id, '/demo/artists/aurora-circuit.webp')).data?.updateUser.profileImageUrl).toBe('/demo/artists/aurora-circuit.webp')
    expect(since(mark)).toEqual([])
  })
})

describe('avatar changes', () => {
  it('are limited to 20 outside addresses an hour per account (refused ones count): then a 429 that fetches nothing and keeps the avatar', async () => {
    const user = await newUser('Ivy')
    const mark = host.requests.length
    for (let change = 1; change <= 20; change++) {
      const url = change % 2 ? `${host.url}/photo.jpg?change=${change}` : `${host.url}/page.html?change=${change}`
      const error = (await setAvatar(user.client, user.id, url)).errors?.[0] as FieldErrors | undefined
      expect(error?.extensions?.statusCode, url).toBe(change % 2 ? undefined : 400)
    }
    expect(since(mark)).toHaveLength(20)
    const kept = await ownAvatar(user.client)

    const refused = await setAvatar(user.client, user.id, `${host.url}/photo.jpg?change=21`)
    const error = refused.errors?.[0] as (FieldErrors & { message: string }) | undefined
    expect(error?.message).toMatch(/^Too many requests\. Please wait \d+ minutes and try again\.$/)
    expect(error?.extensions?.statusCode).toBe(429)
    expect(since(mark)).toHaveLength(20)
    expect(await ownAvatar(user.client)).toBe(kept)

    // The site's own image paths fetch nothing and are not counted.
    expect((await setAvatar(user.client, user.id, '/demo/artists/aurora-circuit.webp')).data?.updateUser.profileImageUrl).toBe('/demo/artists/aurora-circuit.webp')
    // Another account has its own allowance.
    expect((await userWithAvatar('Jon')).copy).toMatch(/\.webp$/)
  })
})

describe('an outside address the server cannot use', () => {
  let user: Awaited<ReturnType<typeof userWithAvatar>>
  let port: string

  beforeAll(async () => {
    user = await userWithAvatar('Gus')
    port = new URL(host.url).port
  })

  const refusals = (): [string, RegExp, string[]][] => [
    [`${host.url}/huge.png`, /larger than 2 MB/, ['/huge.png']],
    [`${host.url}/huge-unannounced.png`, /larger than 2 MB/, ['/huge-unannounced.png']],
    [`${host.url}/page.html`, /answered text\/html, not a PNG, JPEG, WebP, GIF or AVIF image/, ['/page.html']],
    [`${host.url}/drawing.svg`, /answered image\/svg\+xml/, ['/drawing.svg']],
    [`${host.url}/drawing-as.png`, /it is not a PNG, JPEG, WebP, GIF or AVIF image/, ['/drawing-as.png']],
    [`${host.url}/missing.png`, /answered 404/, ['/missing.png']],
    [`${host.url}/loop`, /redirects more than 3 times/, ['/loop', '/loop', '/loop', '/loop']],
    // Loopback, private and link-local hosts, named or written, directly or through a redirect:
    // refused before any connection (only the test host itself is exempt).
    [`${host.url}/redirect?to=${encodeURIComponent(`https://127.0.0.2:${port}/photo.jpg`)}`, /127\.0\.0\.2 is not an address on the public internet/, ['/redirect?to=https%3A%2F%2F127.0.0.2%3A' + port + '%2Fphoto.jpg']],
    [`https://localhost:${port}/photo.jpg`, /localhost is not an address on the public internet/, []],
    [`https://[::1]:${port}/photo.jpg`, /::1 is not an address on the public internet/, []],
    [`https://10.1.2.3/photo.jpg`, /10\.1\.2\.3 is not an address on the public internet/, []],
    ['https://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is not an address on the public internet/, []],
    ['http://images.example/photo.jpg', /only https addresses are fetched/, []],
  ]

  it('is a 400 naming the field, with the reason, and changes nothing: through GraphQL', async () => {
    for (const [url, reason, fetched] of refusals()) {
      const mark = host.requests.length
      const result = await setAvatar(user.client, user.id, url)
      const error = result.errors?.[0] as FieldErrors | undefined
      expect(error?.extensions?.statusCode, url).toBe(400)
      expect(error?.extensions?.data?.errors?.[0], url).toMatchObject({ path: 'profileImageUrl', message: expect.stringMatching(reason) })
      expect(since(mark), url).toEqual(fetched)
      expect(await ownAvatar(user.client), url).toBe(user.copy)
    }
  })

  it("is a 400 naming the field through Payload's REST too", async () => {
    const response = await answer((await admin()).patch(`/cms-api/users/${user.id}`, { profileImageUrl: `${host.url}/page.html` }))
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toMatch(/profileImageUrl/)
    expect(JSON.stringify(response.body)).toMatch(/answered text\/html/)
    expect(await ownAvatar(user.client)).toBe(user.copy)
  })

  it('is given up after 5 seconds when the host does not answer, holding up nobody else meanwhile', async () => {
    const reader = await newUser('Hal')
    // Five reads at once, their median time.
    const timedReads = async () => {
      const timed = async () => {
        const start = performance.now()
        await ownAvatar(reader.client)
        return performance.now() - start
      }
      return (await Promise.all([timed(), timed(), timed(), timed(), timed()])).sort((a, b) => a - b)[2]!
    }
    const idle = await timedReads()
    const slow = setAvatar(user.client, user.id, `${host.url}/slow.jpg`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const during = await timedReads()
    const result = await slow
    const error = result.errors?.[0] as FieldErrors | undefined
    expect(error?.extensions?.data?.errors?.[0]).toMatchObject({ path: 'profileImageUrl', message: expect.stringMatching(/did not arrive within 5 seconds/) })
    expect(await ownAvatar(user.client)).toBe(user.copy)
    // The fetch holds no transaction: on the embedded database another user's read waited for it (about 400 times as long).
    expect(during / idle).toBeLessThan(20)
  }, 20_000)
})
