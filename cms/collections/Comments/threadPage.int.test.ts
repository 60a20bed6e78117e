import { beforeAll, describe, expect, it } from 'vitest'
import { admin, answer, Client } from '../../testing/client'
import { lexicalText } from '../../testing/lexical'
import { THREADS_PER_PAGE } from './threadPage'

type Row = { id: number; parentId: number | null; content: string }

let boss: Client
let post: { id: number; slug: string }
const say = async (content: string, parentId: number | null = null) =>
  (await answer<Row>(boss.post(`/api/blog/${post.id}/comments`, { content, parentId }))).body

const page = async (query: string) => {
  const response = await new Client().get(`/api/blog/${post.id}/comments${query}`)
  return { status: response.status, pages: response.headers.get('x-total-pages'), body: (await response.json()) as Row[] & { message?: string } }
}

beforeAll(async () => {
  boss = await admin()
  post = (await answer(boss.post('/cms-api/blog-posts', { title: `Paged talk ${Date.now()}`, content: lexicalText('Body'), status: 'published' }))).body.doc
  // 45 top-level comments: three pages. Thread 1 has a reply with a reply of its own; 21 and 45 one each.
  const tops: Row[] = []
  for (let n = 1; n <= 45; n++) tops.push(await say(`Thread ${n}`))
  const answer1 = await say('Answer to 1', tops[0]!.id)
  await say('Answer to the answer to 1', answer1.id)
  await say('Answer to 21', tops[20]!.id)
  await say('Answer to 45', tops[44]!.id)
}, 120_000)

describe('GET /api/blog/{id}/comments?page=', () => {
  it('answers twenty top-level comments with every reply under them, oldest first, and the number of pages', async () => {
    const first = await page('?page=1')
    expect(first.status).toBe(200)
    expect(first.pages).toBe('3')
    expect(first.body.filter((row) => row.parentId === null).map((row) => row.content)).toEqual(
      Array.from({ length: THREADS_PER_PAGE }, (_, n) => `Thread ${n + 1}`),
    )
    expect(first.body.map((row) => row.content)).toContain('Answer to the answer to 1')
    expect(first.body.map((row) => row.content)).not.toContain('Answer to 21')
    // The contract's order and shape: oldest first, a reply after its parent.
    expect(first.body.map((row) => row.content).slice(-2)).toEqual(['Answer to 1', 'Answer to the answer to 1'])
    expect(first.body[0]).toMatchObject({ blogPostId: post.id, authorEmail: null, isEdited: false })

    const second = await page('?page=2')
    expect(second.body.map((row) => row.content)).toEqual([...Array.from({ length: 20 }, (_, n) => `Thread ${n + 21}`), 'Answer to 21'])
    const third = await page('?page=3')
    expect(third.body.map((row) => row.content)).toEqual(['Thread 41', 'Thread 42', 'Thread 43', 'Thread 44', 'Thread 45', 'Answer to 45'])
  })

  it('past the last page answers no comments; without a page, the whole thread as before', async () => {
    expect(await page('?page=4')).toMatchObject({ status: 200, pages: '3', body: [] })
    const whole = await page('')
    expect(whole.pages).toBeNull()
    expect(whole.body).toHaveLength(49)
    expect(await page('?page=')).toMatchObject({ status: 200, body: { length: 49 } })
  })

  it.each([
    ['?page=0', 'page must be a whole number from 1'],
    ['?page=-1', 'page must be a whole number from 1'],
    ['?page=1.5', 'page must be a whole number from 1'],
    ['?page=two', 'page must be a whole number from 1'],
    [`?page=${'9'.repeat(1000)}`, 'page is at most 9999'],
    ['?page=10000', 'page is at most 9999'],
    ['?page=1&page=2', 'page is given more than once'],
    ['?page=%00', 'The address is not valid: it contains a NUL character.'],
    ['?page=%EF%BC%91', 'page must be a whole number from 1'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    expect(await page(query)).toMatchObject({ status: 400, body: { message } })
  })

  it("a draft post's thread is not found, page or not", async () => {
    const draft = (await answer(boss.post('/cms-api/blog-posts', { title: `Hidden ${Date.now()}`, content: lexicalText('Body'), status: 'draft' }))).body.doc
    const response = await new Client().get(`/api/blog/${draft.id}/comments?page=1`)
    expect(response.status).toBe(404)
  })

  it("the article's page shows the first twenty threads and offers the rest", async () => {
    const html = await (await new Client().get(`/blog/${post.slug}`)).text()
    expect(html).toContain('Thread 20')
    expect(html).toContain('Answer to the answer to 1')
    expect(html).not.toContain('Thread 21')
    expect(html).toContain('Show more comments')
  })
})
