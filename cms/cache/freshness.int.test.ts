import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, answer, Client, newUser } from '../testing/client'
import { SESSION_COOKIE } from './tags'

/**
 * Public pages and the public /api rows come from Next's cache (ARCHITECTURE "Pages and
 * caching"). These tests write through each way in and read as a signed-out visitor right after:
 * the write must show on the very next request, and nothing a visitor may not see enters the cache.
 */

const visitor = new Client()
const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`
const page = async (path: string) => {
  const response = await visitor.get(path)
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() }
}
const rows = async (path: string) => (await answer<{ title: string; slug: string }[]>(visitor.get(path))).body
const titles = async (path: string) => (await rows(path)).map((row) => row.title)

let artistId: number
beforeAll(async () => {
  const artists = await answer<{ id: number }[]>(visitor.get('/api/artists'))
  artistId = artists.body[0]!.id
})

// No release date: the collection's default (now) makes it the newest album, first on every list.
const albumBody = (title: string, extra: Record<string, unknown> = {}) => ({ title, artistId, ...extra })

describe('cached public pages', () => {
  it('serve a signed-out visitor from the cache after the first render', async () => {
    for (const path of ['/', '/albums', '/artists', '/blog', '/about', '/submit', '/contact']) {
      expect((await page(path)).status, path).toBe(200)
      // Stored after answering, and not within seconds of a write to what it shows (cache-handler.mjs).
      await expect.poll(async () => (await page(path)).cache, { message: path, timeout: 15_000, interval: 250 }).toBe('HIT')
    }
  })

  it('answer every unknown path with one cached not-found page, whole in its HTML', async () => {
    await page('/no-such-page')
    await expect.poll(async () => (await page('/no-such-page')).cache, { timeout: 15_000, interval: 250 }).toBe('HIT')
    // A path never asked for before is a hit too: random paths cannot fill the cache.
    const { status, cache, html } = await page(`/${crypto.randomUUID()}/deeper`)
    expect(status).toBe(404)
    expect(cache).toBe('HIT')
    expect(html).not.toContain('__next_error__')
    expect(html).toContain('<title>404 Page Not Found</title>')
    expect(html).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/)
    expect(html).toContain('<header')
    expect(html).toContain('<footer')
  })

  it('keep no answer for a made-up article, album or list page: any slug could be one', async () => {
    for (const path of [`/blog/${crypto.randomUUID()}`, `/albums/${crypto.randomUUID()}`, '/blog/page/99']) {
      for (let visit = 0; visit < 3; visit++) {
        const { status, cache } = await page(path)
        expect(status, path).toBe(404)
        expect(cache, path).toBe('MISS')
      }
    }
  })

  it('answer a made-up article, album or list page with its message whole in the HTML, and a 404', async () => {
    const missing = [
      { path: `/blog/${crypto.randomUUID()}`, heading: 'Article Not Found', text: "The article you're looking for doesn't exist or has been removed." },
      { path: `/albums/${crypto.randomUUID()}`, heading: '404 Page Not Found', text: 'Did you forget to add the page to the router?' },
      { path: '/blog/page/99', heading: '404 Page Not Found', text: 'Did you forget to add the page to the router?' },
    ]
    for (const { path, heading, text } of missing) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      // Not Next's error shell, whose empty body only scripts fill in.
      expect(html, path).not.toContain('__next_error__')
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
      expect(html.replaceAll('&#x27;', "'"), path).toContain(text)
      expect(html, path).toContain('<header')
      expect(html, path).toContain('<footer')
      expect(html, path).toContain('<meta name="robots" content="noindex"/>')
    }
  })

  it('let no burst of made-up addresses evict a cached page', async () => {
    await page('/albums')
    await expect.poll(async () => (await page('/albums')).cache, { timeout: 15_000, interval: 250 }).toBe('HIT')
    // More rows than the in-memory cache holds (1,000 entries), were each of them kept, and pages.
    const madeUp = [
      ...Array.from({ length: 1100 }, () => `/api/blog/slug/${crypto.randomUUID()}`),
      ...Array.from({ length: 50 }, () => `/blog/${crypto.randomUUID()}`),
      ...Array.from({ length: 50 }, () => `/albums/${crypto.randomUUID()}`),
    ]
    const workers = Array.from({ length: 8 }, async (_, worker) => {
      for (let n = worker; n < madeUp.length; n += 8) {
        const response = await visitor.get(madeUp[n]!)
        await response.arrayBuffer()
        expect(response.status, madeUp[n]).toBe(404)
      }
    })
    await Promise.all(workers)
    expect((await page('/albums')).cache).toBe('HIT')
  }, 120_000)

  // A Suspense boundary (a loading.tsx) around a page makes React send its content after the
  // fallback, hidden, to be swapped in by a script: painted only once scripts have run (late LCP).
  it('arrive whole: the content is in place in the HTML, not streamed after a fallback', async () => {
    const [album] = await rows('/api/albums')
    const [post] = await rows('/api/blog')
    for (const path of ['/', '/albums', `/albums/${album!.slug}`, '/artists', '/blog', `/blog/${post!.slug}`, '/about', '/submit', '/contact']) {
      const { html } = await page(path)
      expect(html, path).not.toMatch(/<div hidden id="S:\d+"/)
      expect(html, path).not.toContain('<template id="B:')
    }
  })

  it('are the same HTML for everyone: nothing of a signed-in visitor is in them', async () => {
    const { client, email } = await newUser('Cachecheck')
    const response = await client.get('/albums')
    const html = await response.text()
    expect(html).not.toContain(email)
    expect(html).not.toContain('Cachecheck')
    expect((await page('/albums')).html).not.toContain('Cachecheck')
  })

  it('send a request with a session cookie for / to the signed-in home: the kept page with that visitor’s own greeting, never another’s', async () => {
    const first = await newUser('Homebody')
    const second = await newUser('Neighbour')
    const homes = await Promise.all(
      [first, second].map(async ({ client }) => {
        const response = await client.get('/')
        expect(response.status).toBe(200)
        // `/` is two pages, chosen by cookie: no shared cache may keep the home for others.
        expect(response.headers.get('cache-control')).toBe('private, no-cache')
        return response.text()
      }),
    )
    for (const [html, own, other] of [
      [homes[0]!, first, second],
      [homes[1]!, second, first],
    ] as const) {
      expect(html).toContain('Latest Releases')
      expect(html).toContain(`Welcome back, ${own.firstName}!`)
      expect(html).not.toContain(other.firstName)
      expect(html).not.toContain(other.email)
    }
    const landing = await page('/')
    expect(landing.html).not.toContain('Latest Releases')
    expect(landing.html).not.toContain('Homebody')
    expect(landing.html).toContain('Submit Your Lyrics')
  })

  it('send the signed-in home behind a proxy that ends TLS too (X-Forwarded-Proto: https)', async () => {
    // The server listens on 127.0.0.1 and trusts one proxy: the rewrite to the home must stay
    // inside the server, not go out as an https request to its own plain-HTTP port.
    const { client } = await newUser('Secured')
    const home = await client.request('GET', '/', undefined, { 'x-forwarded-proto': 'https' })
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Latest Releases')
  })

  it("put a visitor's own submissions in the home's HTML, and nobody else's", async () => {
    const { client } = await newUser('Lyricist')
    const { client: other } = await newUser('Onlooker')
    const line = unique('Lantern song')
    const lyrics = `${line}\nA lantern hums along the wire, the circuits keep the night alive.`
    expect((await client.post('/api/lyric-submissions', { lyrics, terms: true })).status).toBe(201)
    expect(await (await client.get('/')).text()).toContain(line)
    expect(await (await other.get('/')).text()).not.toContain(line)
    expect(await (await page('/')).html).not.toContain(line)
  })

  it('give a cookie this site did not sign the landing page', async () => {
    const { client } = await newUser('Forger')
    const token = client.cookie(SESSION_COOKIE)!
    // The same claims under another signature, and cookies that are no token at all.
    for (const cookie of [`${token.slice(0, token.lastIndexOf('.'))}.forged`, 'not-a-session', '']) {
      const response = await visitor.request('GET', '/', undefined, { cookie: `payload-token=${cookie}` })
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).not.toContain('Latest Releases')
      expect(html).toContain('Submit Your Lyrics')
    }
  })

  it('keep /home off the route table', async () => {
    expect((await page('/home')).status).toBe(404)
  })
})

describe('a write shows on the next signed-out read', () => {
  it('through the /api contract: a new album on /, /albums, /artists and GET /api/albums', async () => {
    for (const path of ['/', '/albums', '/artists', '/api/albums']) await visitor.get(path)
    const title = unique('Contract Album')
    expect((await (await admin()).post('/api/albums', albumBody(title))).status).toBe(201)
    for (const path of ['/', '/albums', '/artists']) expect((await page(path)).html, path).toContain(title)
    expect(await titles('/api/albums')).toContain(title)
  })

  it('through GraphQL: an edited album title', async () => {
    const { body: created } = await answer<{ id: number }>((await admin()).post('/api/albums', albumBody(unique('GraphQL Album'))))
    await page('/albums')
    const renamed = unique('Renamed by GraphQL')
    const result = await (await admin()).graphql(`mutation { updateAlbum(id: ${created.id}, data: { title: "${renamed}" }) { id } }`)
    expect(result.errors).toBeUndefined()
    expect((await page('/albums')).html).toContain(renamed)
    expect(await titles('/api/albums')).toContain(renamed)
  })

  it("through Payload's REST: a deleted album leaves every page", async () => {
    const title = unique('Short-lived Album')
    const { body: created } = await answer<{ id: number }>((await admin()).post('/api/albums', albumBody(title)))
    expect((await page('/albums')).html).toContain(title)
    expect((await (await admin()).delete(`/cms-api/albums/${created.id}`)).status).toBe(200)
    expect((await page('/albums')).html).not.toContain(title)
    expect(await titles('/api/albums')).not.toContain(title)
  })

  it("an artist renamed through Payload's REST shows on their albums' pages and GET /api/artists", async () => {
    const boss = await admin()
    const { body: artist } = await answer<{ id: number }>(boss.post('/api/artists', { name: unique('Artist') }))
    expect((await boss.post('/api/albums', { title: unique('Album of'), artistId: artist.id })).status).toBe(201)
    await page('/albums')
    await visitor.get('/api/artists')
    const renamed = unique('Renamed Artist')
    expect((await boss.patch(`/cms-api/artists/${artist.id}`, { name: renamed })).status).toBe(200)
    expect((await page('/albums')).html).toContain(renamed)
    expect((await answer<{ name: string }[]>(visitor.get('/api/artists'))).body.map((row) => row.name)).toContain(renamed)
  })

  it('a write is read by the very next request every time, not only most times', async () => {
    const boss = await admin()
    const { body: artist } = await answer<{ id: number }>(boss.post('/api/artists', { name: unique('Artist') }))
    expect((await boss.post('/api/albums', { title: unique('Album of'), artistId: artist.id })).status).toBe(201)
    for (let round = 0; round < 10; round += 1) {
      await page('/artists')
      const name = unique(`Round ${round}`)
      expect((await boss.patch(`/cms-api/artists/${artist.id}`, { name })).status).toBe(200)
      expect((await page('/artists')).html).toContain(name)
    }
  })

  it('a write is read by the next request while other visitors keep the page rendering, from the moment its status arrives', async () => {
    const boss = await admin()
    let reading = true
    // Within seconds of a write a page is rendered for each request (cache-handler.mjs), so these
    // keep renders of /albums in flight, begun before each write, for the read after it to meet.
    const others = Array.from({ length: 6 }, async () => {
      while (reading) await (await fetch(`${visitor.baseURL}/albums`)).arrayBuffer()
    })
    try {
      for (let round = 0; round < 12; round += 1) {
        const title = unique(`Busy Round ${round}`)
        // The status alone, as a browser's fetch resolves: the body may still be on its way.
        const created = await boss.post('/api/albums', albumBody(title))
        expect(created.status).toBe(201)
        expect((await page('/albums')).html.includes(title), `round ${round}: ${title} on /albums`).toBe(true)
        // The answer itself arrives whole, compressed as the client asked.
        expect(created.headers.get('content-encoding')).toBe('gzip')
        expect(((await created.json()) as { title: string }).title).toBe(title)
      }
    } finally {
      reading = false
      await Promise.all(others)
    }
  })
})

describe('drafts and hidden documents never enter the cache', () => {
  it('a draft post stays off /blog, its article and GET /api/blog until it is published', async () => {
    const boss = await admin()
    const title = unique('Draft Post')
    const slug = `draft-${crypto.randomUUID().slice(0, 8)}`
    const { body: post } = await answer<{ id: number }>(boss.post('/api/admin/blog', { title, slug, content: '<p>Soon.</p>', status: 'draft' }))
    // The admin's own reads see the draft; they must not fill the visitors' cache with it.
    expect((await answer<{ title: string }[]>(boss.get('/api/admin/blog'))).body.map((row) => row.title)).toContain(title)
    expect((await boss.get(`/blog/${slug}`)).status).toBe(404)
    expect((await page('/blog')).html).not.toContain(title)
    expect((await page(`/blog/${slug}`)).status).toBe(404)
    expect((await visitor.get(`/api/blog/slug/${slug}`)).status).toBe(404)
    expect(await titles('/api/blog')).not.toContain(title)

    // Dated now: the newest post leads /blog's first page, whatever other files posted before it.
    const publish = { title, slug, content: '<p>Now.</p>', status: 'published', publishedAt: new Date().toISOString() }
    expect((await boss.put(`/api/admin/blog/${post.id}`, publish)).status).toBe(200)
    expect((await page('/blog')).html).toContain(title)
    expect((await page(`/blog/${slug}`)).status).toBe(200)
    expect((await visitor.get(`/api/blog/slug/${slug}`)).status).toBe(200)
    expect(await titles('/api/blog')).toContain(title)
  })

  it("an inactive album is in an admin's GET /api/albums, never in a visitor's", async () => {
    const boss = await admin()
    const title = unique('Hidden Album')
    expect((await boss.post('/api/albums', albumBody(title, { isActive: false }))).status).toBe(201)
    expect((await answer<{ title: string }[]>(boss.get('/api/albums'))).body.map((row) => row.title)).toContain(title)
    expect(await titles('/api/albums')).not.toContain(title)
    expect((await page('/albums')).html).not.toContain(title)
  })
})

describe('comment threads', () => {
  it('a new comment, an edit and a commenter renaming themselves show on the cached article', async () => {
    const boss = await admin()
    const slug = `thread-${crypto.randomUUID().slice(0, 8)}`
    const { body: post } = await answer<{ id: number }>(
      boss.post('/api/admin/blog', { title: unique('Thread'), slug, content: '<p>Talk.</p>', status: 'published', publishedAt: '2026-11-20' }),
    )
    await page(`/blog/${slug}`)
    const { client, email } = await newUser('Commenter')
    const text = unique('First thoughts')
    const { body: comment } = await answer<{ id: number }>(client.post(`/api/blog/${post.id}/comments`, { content: text, parentId: null }))
    const html = (await page(`/blog/${slug}`)).html
    expect(html).toContain(text)
    expect(html).toContain('Commenter')
    // The cached page is a signed-out read: nobody's e-mail is in it.
    expect(html).not.toContain(email)

    const edited = unique('Second thoughts')
    expect((await client.put(`/api/comments/${comment.id}`, { content: edited })).status).toBe(200)
    expect((await page(`/blog/${slug}`)).html).toContain(edited)

    const me = await answer<{ id: string }>(client.get('/api/auth/user'))
    const result = await client.graphql(`mutation { updateUser(id: ${me.body.id}, data: { firstName: "Renamed" }) { id } }`)
    expect(result.errors).toBeUndefined()
    expect((await page(`/blog/${slug}`)).html).toContain('Renamed')
  })
})
