import { expect, test } from '@playwright/test'
import { EMPTY_SITE, visit } from './fixtures'
import { expectShareTags, jsonLd } from './pageData'

// The demo's published posts, newest first; a fourth post is a draft and never public.
const POSTS = [
  { title: 'How We Make an Album in Seven Days', slug: 'how-we-make-an-album-in-seven-days' },
  { title: 'Inside Latent Space Motel: Notes on Sampling Memory', slug: 'inside-latent-space-motel-notes-on-sampling-memory' },
  { title: 'Your Lyrics, Our Machines: Six Months of Submissions', slug: 'your-lyrics-our-machines-six-months-of-submissions' },
]
const DRAFT_SLUG = 'why-we-still-master-everything-by-ear'
const LONG_DATE = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/

test('the blog lists the published posts as cards, newest first', async ({ page }) => {
  await visit(page, '/blog')
  await expect(page).toHaveTitle('Neural Chronicles · Machine Soul')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neural Chronicles')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blog\/rss\.xml$/)

  const cards = page.getByRole('list', { name: 'Articles' }).getByRole('listitem')
  // The cards' titles sit one level below the page's heading.
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(POSTS.map((post) => post.title))
  const first = cards.first()
  await expect(first.getByText('Published', { exact: true })).toBeVisible()
  const firstCover = first.getByRole('img', { name: `Cover of ${POSTS[0]!.title}` })
  await expect(firstCover).toBeVisible()
  // The first cover is the largest thing on the first screen: fetched at once; the others when scrolled to.
  await expect(firstCover).toHaveAttribute('loading', 'eager')
  await expect(firstCover).toHaveAttribute('fetchpriority', 'high')
  await expect(cards.nth(1).getByRole('img')).toHaveAttribute('loading', 'lazy')
  await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  await expect(first).toContainText('Nova Reyes')
  await expect(first.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', `/blog/${POSTS[0]!.slug}`)
})


test('prefetching the articles fetches none of their pictures: the blog preloads its first cover only', async ({ page }) => {
  const prefetched = page.waitForResponse((response) => response.url().includes(`/blog/${POSTS[0]!.slug}?_rsc`))
  await visit(page, '/blog')
  await prefetched
  await page.waitForLoadState('networkidle')
  // Each article's hero was preloaded here when its route was prefetched, and Chrome warned that it went unused.
  const preloads = page.locator('link[rel="preload"][as="image"]')
  await expect(preloads).toHaveCount(1)
  await expect(preloads).toHaveAttribute('imagesrcset', new RegExp(`${POSTS[0]!.slug}\\.webp`))
})
test('reading an article: content, Published footer, More Articles, sharing tags and JSON-LD', async ({ page }) => {
  await visit(page, '/blog')
  await page.getByRole('link', { name: `Read More: ${POSTS[0]!.title}` }).click()
  await expect(page).toHaveURL(`/blog/${POSTS[0]!.slug}`)
  await expect(page).toHaveTitle(`${POSTS[0]!.title} · Machine Soul`)

  const article = page.getByRole('article').first()
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(POSTS[0]!.title)
  await expect(article.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
  await expect(article.locator('p > time').first()).toHaveText(LONG_DATE)
  // The stored rich text is rendered as HTML: paragraphs and headings, not escaped markup.
  expect(await article.locator('div > p').count()).toBeGreaterThan(1)
  await expect(article).not.toContainText('<p>')
  await expect(article.locator('footer')).toContainText('Published')

  const more = page.getByRole('region', { name: 'More Articles' })
  await expect(more.getByRole('heading', { level: 3 })).toHaveText([POSTS[1]!.title, POSTS[2]!.title])

  await expectShareTags(page, `${POSTS[0]!.title} · Neural Chronicles`)
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1)
  const [ld] = await jsonLd(page)
  expect(ld).toMatchObject({ '@type': 'Article', headline: POSTS[0]!.title, url: expect.stringMatching(`/blog/${POSTS[0]!.slug}$`) })
  expect(ld!.datePublished).toBeTruthy()
})

test('an unknown or unpublished article is the Article Not Found screen, with a 404', async ({ page }) => {
  for (const slug of ['no-such-article', DRAFT_SLUG]) {
    const response = await visit(page, `/blog/${slug}`)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Article Not Found · Machine Soul')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found')
    await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible()
  }
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL('/blog')
})

test('the RSS feed is valid XML listing the published posts', async ({ page, request }) => {
  const response = await request.get('/blog/rss.xml')
  expect(response.ok()).toBe(true)
  expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/)
  await visit(page, '/blog')
  const feed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      version: doc.documentElement.getAttribute('version'),
      items: [...doc.querySelectorAll('item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
        guid: item.querySelector('guid')?.textContent,
      })),
    }
  }, await response.text())
  expect(feed.error).toBeNull()
  expect(feed.version).toBe('2.0')
  expect(feed.items.map((item) => item.title)).toEqual(POSTS.map((post) => post.title))
  for (const [index, item] of feed.items.entries()) {
    expect(item.link).toMatch(new RegExp(`^https?://.+/blog/${POSTS[index]!.slug}$`))
    expect(item.guid).toBe(item.link)
    expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
  }
})

test('an empty blog says No Articles Yet', async ({ page }) => {
  await page.goto(`${EMPTY_SITE}/blog`)
  await expect(page.getByRole('heading', { name: 'No Articles Yet' })).toBeVisible()
})
