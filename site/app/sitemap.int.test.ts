import { describe, expect, it } from 'vitest'
import { admin, answer, Client } from '@cms/testing/client'
import { lexicalText } from '@cms/testing/lexical'

describe('the files asked for by their well-known names: robots.txt, sitemap.xml, favicon.ico', () => {
  it('favicon.ico, which browsers and feed readers ask for without reading the page, is the site\'s icon', async () => {
    const response = await new Client().get('/favicon.ico')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
    const bytes = Buffer.from(await response.arrayBuffer())
    // An icon directory (reserved 0, type 1) holding PNG images.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1])
    expect(bytes.includes(Buffer.from('\x89PNG', 'latin1'))).toBe(true)
  })

  it('robots.txt keeps /admin and /api out and points to the sitemap', async () => {
    const response = await new Client().get('/robots.txt')
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(text).toMatch(/Disallow: \/admin/)
    expect(text).toMatch(/Disallow: \/api\//)
    expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
  })

  it('sitemap.xml lists every public page and published posts, not drafts', async () => {
    const client = await admin()
    const draft = (await answer(client.post('/cms-api/blog-posts', { title: `Unfinished ${Date.now()}`, content: lexicalText('wip') }))).body.doc
    // Out already: a published post dated ahead (another suite's scheduled one) is not listed yet.
    const out = `where[status][equals]=published&where[publishedAt][less_than_equal]=${encodeURIComponent(new Date().toISOString())}`
    const published = (await answer(client.get(`/cms-api/blog-posts?${out}&limit=1`))).body.docs[0]
    const xml = await (await new Client().get('/sitemap.xml')).text()
    for (const path of ['/albums', '/artists', '/blog', '/about', '/submit', '/contact']) expect(xml).toContain(`${path}</loc>`)
    expect(xml).toContain(`/blog/${published.slug}</loc>`)
    expect(xml).not.toContain(draft.slug)
  })

  it('sitemap.xml, once cached, lists a post published after at once (its tags expire it like a page)', async () => {
    const visitor = new Client()
    await visitor.get('/sitemap.xml')
    const title = `Fresh ${Date.now()}`
    const post = (await answer((await admin()).post('/cms-api/blog-posts', { title, content: lexicalText('x'), status: 'published' }))).body.doc
    expect(await (await visitor.get('/sitemap.xml')).text()).toContain(`/blog/${post.slug}</loc>`)
  })
})
