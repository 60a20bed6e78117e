import { expect, request, test, type Page } from '@playwright/test'
import { ADMIN_STATES } from './adminFixtures'
import { expectAxeClean } from './axe'
import { ADMIN_SITE, E2E_PORT, visit } from './fixtures'
import { clipboardText, jsonLd, withoutShareSheet } from './pageData'

// Issue 14: a scheduled album shows as a countdown, then as itself at the moment, with no reload.

/** Schedules an album `seconds` from now on the admin site (its writes stay off the other specs' site). */
async function scheduleAlbum(title: string, seconds: number) {
  // Payload believes a session cookie only with our own Origin, as the site's pages send it.
  const admin = await request.newContext({ baseURL: ADMIN_SITE, storageState: ADMIN_STATES.admin, extraHTTPHeaders: { origin: ADMIN_SITE } })
  const artists = (await (await admin.get('/api/artists')).json()) as { id: number }[]
  const response = await admin.post('/api/albums', {
    data: { title, artistId: artists[0]!.id, releaseDate: new Date(Date.now() + seconds * 1000).toISOString(), coverImageUrl: '/defaults/album-cover.webp' },
  })
  expect(response.status()).toBe(201)
  await admin.dispose()
}

const countdown = (page: Page) => page.getByText(/^Next album in /)

test.describe('the countdown', () => {
  test.use({ baseURL: ADMIN_SITE })

  test('on / and /albums: a timer, not announced every second, then the album at zero without a reload', async ({ page, context }) => {
    test.setTimeout(90_000)
    const title = `Monday Surprise ${Date.now()} ${test.info().project.name}`
    await scheduleAlbum(title, 30)
    // Both pages watch the one album at once: the wait for its moment is paid once.
    const watched = [
      { tab: page, path: '/' },
      { tab: await context.newPage(), path: '/albums' },
    ]
    for (const { tab, path } of watched) {
      await visit(tab, path)
      await expect(countdown(tab)).toBeVisible()
      const timer = tab.getByRole('timer')
      await expect(timer).toHaveText(/^\d+ seconds?$/)
      // A timer is not a live region: screen readers read it when asked, not on every tick.
      await expect(timer).not.toHaveAttribute('aria-live', /polite|assertive/)
      await expect(tab.getByText(title)).toHaveCount(0)
      const first = await timer.textContent()
      await expect(timer).not.toHaveText(first!, { timeout: 5000 })
      await expectAxeClean(tab)
      // Marks the document: a reload would lose it.
      await tab.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    }

    for (const { tab } of watched) {
      await expect(tab.getByRole('heading', { name: title }).first()).toBeVisible({ timeout: 60_000 })
      expect(await tab.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    }
  })

  test('the band keeps the page\'s gutters, on a phone too', async ({ page }) => {
    await scheduleAlbum(`Gutters ${Date.now()} ${test.info().project.name}`, 3 * 24 * 3600)
    await visit(page, '/albums')
    const band = await countdown(page).locator('..').boundingBox()
    const width = page.viewportSize()!.width
    expect(band!.x).toBeGreaterThanOrEqual(12)
    expect(width - (band!.x + band!.width)).toBeGreaterThanOrEqual(12)
  })

  test('an album titled in Arabic reads right to left, from the right edge of its card', async ({ page }) => {
    // A short mark per repeat in Arabic-Indic digits: one card per title, and still a line of Arabic.
    const { project, repeatEachIndex, retry } = test.info()
    const mark = new Intl.NumberFormat('ar-EG').format(repeatEachIndex * 10 + retry)
    const title = `مرحبا يا ${project.name === 'phone' ? 'هاتف' : 'حاسوب'} ${mark}!`
    await scheduleAlbum(title, -60)
    await visit(page, '/albums')
    const heading = page.getByRole('list', { name: 'Albums' }).getByRole('heading', { name: title })
    const { text, box } = await heading.evaluate((element) => {
      // The title's own words, not the hidden "Feature " before them.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      let words = walker.nextNode()
      while (words && !words.nodeValue?.includes('مرحبا')) words = walker.nextNode()
      const range = document.createRange()
      range.selectNodeContents(words!)
      const { left, right } = range.getBoundingClientRect()
      const outer = element.getBoundingClientRect()
      return { text: { left, right }, box: { left: outer.left, right: outer.right } }
    })
    expect(box.right - text.right).toBeLessThan(2)
    expect(text.left - box.left).toBeGreaterThan(2)
  })

  test('the server renders the same countdown text', async ({ page }) => {
    await scheduleAlbum(`Far Future ${Date.now()} ${test.info().project.name}`, 3 * 24 * 3600)
    const html = await (await page.request.get('/albums')).text()
    expect(html).toMatch(/Next album in[\s\S]{0,20}<time[^>]*role="timer"[^>]*>\d+ (day|hour|minute|second)/)
  })
})

test.describe('an album page', () => {
  test('from a card: cover, title, artist, date, Spotify, JSON-LD and more of the artist, axe clean', async ({ page }) => {
    await visit(page, '/albums')
    const card = page.getByRole('list', { name: 'Albums' }).getByRole('listitem').filter({ hasText: 'Overclocked Hearts' })
    await card.getByRole('link', { name: 'Album page: Overclocked Hearts' }).click()
    await expect(page).toHaveURL(/\/albums\/overclocked-hearts$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Overclocked Hearts' })).toBeVisible()
    await expect(page.getByText(/^by /).first()).toBeVisible()
    await expect(page.getByText(/^Released /).first()).toBeVisible()
    await expect(page.getByRole('img', { name: 'Cover of Overclocked Hearts' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Listen on Spotify: Overclocked Hearts/ })).toHaveAttribute('target', '_blank')
    const [album] = await jsonLd(page)
    expect(album).toMatchObject({ '@type': 'MusicAlbum', name: 'Overclocked Hearts', byArtist: { '@type': 'MusicGroup' }, datePublished: expect.any(String), image: expect.stringMatching(/^http/) })
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/albums\/overclocked-hearts\/opengraph-image/)
    await expect(page.getByRole('region', { name: /^More from / })).toBeVisible()
    await expectAxeClean(page)
  })

  test('the featured album links to its page', async ({ page }) => {
    await visit(page, '/')
    const featured = page.getByRole('article', { name: /^Featured album: / })
    const title = (await featured.getByRole('heading').textContent())!
    await featured.getByRole('link', { name: title, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })

  test('sharing it shares its page', async ({ page, context }) => {
    await withoutShareSheet(context, `http://127.0.0.1:${E2E_PORT}`)
    await visit(page, '/albums/overclocked-hearts')
    await page.getByRole('button', { name: 'Share Overclocked Hearts' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
    expect(await clipboardText(page)).toBe(`http://127.0.0.1:${E2E_PORT}/albums/overclocked-hearts`)
  })

  test('an album nobody may see yet is a 404', async ({ page }) => {
    const title = `Not Yet ${Date.now()} ${test.info().project.name}`
    await scheduleAlbum(title, 24 * 3600)
    const slug = title.toLowerCase().replace(/ /g, '-')
    expect((await page.goto(`${ADMIN_SITE}/albums/${slug}`))?.status()).toBe(404)
    expect((await page.goto('/albums/no-such-album'))?.status()).toBe(404)
  })
})
