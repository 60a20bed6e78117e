import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { clientAs, prepared, stateFile, type Prepared } from './support/roles'
import { test } from './support/figures'
import { MAIN, PASSWORD } from './support/sites'
import { urlVector, XSS_VECTORS } from './support/xssVectors'

/*
 * Stored XSS: every vector written into every field a user or an admin can write (through the
 * /api rows and GraphQL), then every public page, the signed-in home and the admin panel opened
 * in Chromium. An execution is a call of __xss(n) or any dialog.
 */

let ids: Prepared
const LYRICS_PAD = ' — and the lyrics go on long enough to pass the fifty-character rule.'

test.beforeAll(async () => {
  ids = prepared()
})

async function plant(tally: { answered: (response: { status: () => number }, label: string) => void }) {
  const admin = await clientAs('admin')
  const user = await clientAs('user')
  const anonymous = await clientAs('anonymous')
  const send = async (client: APIRequestContext, method: string, path: string, data: unknown) => {
    const response = await client.fetch(path, { method, data })
    tally.answered(response, `plant ${method} ${path}`)
    return response
  }
  const stamp = Date.now()
  const artist = Number(((await (await send(admin, 'POST', '/api/artists', { name: `XSS artist ${stamp}` })).json()) as { id: number }).id)
  const slugs: string[] = []
  for (const { id, text } of XSS_VECTORS) {
    await send(admin, 'POST', '/api/artists', { name: text.slice(0, 255), description: text, modelVersion: text.slice(0, 100), profileImageUrl: urlVector(id), spotifyUrl: urlVector(id) })
    await send(admin, 'POST', '/api/albums', { title: text.slice(0, 255), artistId: artist, featuredArtist: text.slice(0, 255), description: text, coverImageUrl: urlVector(id), spotifyUrl: urlVector(id) })
    await send(admin, 'POST', '/api/albums', { title: `Safe cover ${id}`, artistId: artist, description: text })
    await send(user, 'POST', `/api/blog/${ids.publishedPost.id}/comments`, { content: text })
    await send(user, 'POST', '/api/lyric-submissions', { title: text.slice(0, 255), lyrics: text + LYRICS_PAD, notes: text, name: text.slice(0, 255), terms: true })
    await send(anonymous, 'POST', '/api/contact', { name: text.slice(0, 255), email: 'xss@example.com', subject: `Vector ${id} ${text}`.slice(0, 255), message: text + LYRICS_PAD })
  }
  for (const { id, text } of XSS_VECTORS.filter((vector) => vector.id % 8 === 1)) {
    const post = await send(admin, 'POST', '/api/admin/blog', { title: text.slice(0, 255), excerpt: text, content: `<p>${text}</p>`, coverImageUrl: urlVector(id), status: 'published' })
    if (post.ok()) slugs.push(((await post.json()) as { slug: string }).slug)
  }
  const everything = await send(admin, 'POST', '/api/admin/blog', {
    title: `Every vector ${stamp}`,
    content: XSS_VECTORS.map((vector) => `<p>${vector.text}</p>${vector.text}`).join('\n'),
    status: 'published',
  })
  slugs.push(((await everything.json()) as { slug: string }).slug)
  // A few people named by vectors, who comment, so their names show in the thread.
  for (const { text } of XSS_VECTORS.slice(0, 12)) {
    const person = await clientAs('anonymous')
    const registered = await send(person, 'POST', '/api/auth/register', { email: `xss-${Math.random()}@security.test`, password: PASSWORD, firstName: text.slice(0, 255), lastName: text.slice(0, 255) })
    if (registered.ok()) await send(person, 'POST', `/api/blog/${ids.publishedPost.id}/comments`, { content: 'Named by a vector' })
    await person.dispose()
  }
  await Promise.all([admin.dispose(), user.dispose(), anonymous.dispose()])
  return slugs
}

async function watch(context: BrowserContext, executions: Set<string>) {
  await context.exposeBinding('__xss', ({ page }, id: unknown) => executions.add(`${page.url()} → vector ${String(id)}`))
  context.on('page', (page: Page) => page.on('dialog', (dialog) => {
    executions.add(`${page.url()} → dialog ${dialog.message()}`)
    void dialog.dismiss().catch(() => {})
  }))
}

async function visitAll(context: BrowserContext, paths: string[], tally: { answered: (response: { status: () => number }, label: string) => void }) {
  const page = await context.newPage()
  for (const path of paths) {
    const response = await page.goto(MAIN + path, { waitUntil: 'load' })
    if (response) tally.answered(response, `render ${path}`)
    // Give late scripts (hydration, lazy chunks, animations) a moment to run.
    await page.waitForTimeout(400)
    await page.mouse.move(200, 200)
  }
  await page.close()
}

test('no stored vector runs on any public page, the signed-in home or the admin panel', async ({ browser, tally }) => {
  test.setTimeout(600_000)
  const slugs = await plant(tally)
  const executions = new Set<string>()
  const publicPaths = ['/', '/albums', '/artists', '/about', '/blog', '/submit', '/contact', '/login', '/forgot-password', '/no-such-page', '/blog/rss.xml', '/sitemap.xml', `/blog/${ids.publishedPost.slug}`, ...slugs.map((slug) => `/blog/${slug}`)]

  const visitor = await browser.newContext()
  await watch(visitor, executions)
  await visitAll(visitor, publicPaths, tally)
  await visitor.close()

  const user = await browser.newContext({ storageState: stateFile('user') })
  await watch(user, executions)
  await visitAll(user, ['/', '/submit', `/blog/${ids.publishedPost.slug}`], tally)
  await user.close()

  const admin = await browser.newContext({ storageState: stateFile('admin') })
  await watch(admin, executions)
  const panel = ['albums', 'artists', 'blog', 'submissions', 'users'].map((tab) => `/admin?tab=${tab}`)
  const views = ['albums', 'artists', 'blog-posts', 'comments', 'lyric-submissions', 'contact-messages', 'users'].map((slug) => `/admin/collections/${slug}`)
  await visitAll(admin, [...panel, ...views, `/blog/${slugs.at(-1)}`], tally)
  await admin.close()

  tally.xss = executions.size
  tally.check(executions.size === 0, `XSS executions: ${[...executions].join('; ')}`)
})
