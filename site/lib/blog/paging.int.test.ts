import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, answer, Client } from '@cms/testing/client'
import { BLOG_PAGE_SIZE } from './paging'

/**
 * The blog's list is paged: /blog holds the newest BLOG_PAGE_SIZE articles and links on to
 * /blog/page/2 and so on. Old posts are added here (older than the demo's) so that there are more
 * pages than one, and removed again afterwards.
 */

const visitor = new Client()
const html = async (path: string) => (await visitor.get(path)).text()
const cardCount = (page: string) => page.split('aria-label="Read More: ').length - 1
const ADDED = BLOG_PAGE_SIZE + 2
const added: number[] = []
let pageCount = 0
let total = 0

beforeAll(async () => {
  const boss = await admin()
  for (let index = 0; index < ADDED; index += 1) {
    const day = String(index + 1).padStart(2, '0')
    const body = { title: `Archive note ${day}`, slug: `archive-note-${day}-${Date.now()}`, content: '<p>From the archive.</p>', status: 'published', publishedAt: `2020-01-${day}` }
    added.push((await answer<{ id: number }>(boss.post('/api/admin/blog', body))).body.id)
  }
  total = (await answer<unknown[]>(visitor.get('/api/blog'))).body.length
  pageCount = Math.ceil(total / BLOG_PAGE_SIZE)
})

afterAll(async () => {
  const boss = await admin()
  for (const id of added) await boss.delete(`/api/admin/blog/${id}`)
})

describe('the pages of the blog list', () => {
  it('/blog holds the newest articles and links to the older ones', async () => {
    const first = await html('/blog')
    expect(cardCount(first)).toBe(BLOG_PAGE_SIZE)
    expect(first).toContain(`Page 1 of ${pageCount}`)
    expect(first).toContain('href="/blog/page/2"')
    expect(first).not.toContain('Archive note 01')
  })

  it('the last page holds the oldest articles and links back', async () => {
    const last = await html(`/blog/page/${pageCount}`)
    expect(cardCount(last)).toBe(total - (pageCount - 1) * BLOG_PAGE_SIZE)
    expect(last).toContain('Archive note 01')
    expect(last).toContain(`Page ${pageCount} of ${pageCount}`)
    expect(last).toContain(`href="${pageCount === 2 ? '/blog' : `/blog/page/${pageCount - 1}`}"`)
    expect(last).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/blog/page/${pageCount}"`))
  })

  it('page 1 is /blog itself', async () => {
    const response = await visitor.get('/blog/page/1')
    expect(response.status).toBe(308)
    expect(new URL(response.headers.get('location')!, 'http://x').pathname).toBe('/blog')
  })

  it('a page past the last, or not a page number, is not found', async () => {
    for (const path of [`/blog/page/${pageCount + 1}`, '/blog/page/0', '/blog/page/02', '/blog/page/two', '/blog/page/1e3', '/blog/page/99999999999']) {
      expect((await visitor.get(path)).status, path).toBe(404)
    }
  })
})
