import { expect, test, type Page } from '@playwright/test'
import { ADMIN_STATES } from './adminFixtures'
import { accountMenu, ADMIN_SITE, createAccount, hydrated, isPhone, landedAt, openNavigation, PASSWORD, uniqueEmail, visit } from './fixtures'

/*
 * Public pages are the same cached HTML for everyone (ARCHITECTURE "Pages and caching"): the
 * chrome learns the auth state in the browser, and writes show at once.
 */

const ARTICLE = '/blog/how-we-make-an-album-in-seven-days'

/** Opens `path` as a full page load and says whether Next's cache answered it. */
async function cachedVisit(page: Page, path: string): Promise<string | null> {
  const response = await visit(page, path)
  return (await response?.headerValue('x-nextjs-cache')) ?? null
}

/**
 * Opens `path` until Next's cache answers it: a page is stored after answering, and not within
 * seconds of a write to what it shows (site/cache-handler.mjs), and other tests write meanwhile.
 */
async function expectCachedVisit(page: Page, path: string): Promise<void> {
  await expect.poll(() => cachedVisit(page, path), { timeout: 20_000, intervals: [250, 500, 1000] }).toBe('HIT')
}

/** Records every layout shift of something in the header, from the first paint on. */
async function watchHeaderShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { headerShifts: number[] }).headerShifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
        if (entry.sources?.some((source) => source.node && document.querySelector('header')?.contains(source.node))) shifts.push(entry.value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}
const headerShifts = (page: Page) => page.evaluate(() => (window as unknown as { headerShifts: number[] }).headerShifts)

test('signed out: a cached page shows Sign In and no Admin link', async ({ page }) => {
  await watchHeaderShifts(page)
  await page.request.get('/albums')
  await expectCachedVisit(page, '/albums')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  // The auth state arrives after the first paint; nothing in the header moves when it does.
  expect(await headerShifts(page)).toEqual([])
  const nav = await openNavigation(page)
  await expect(nav.getByRole('link', { name: 'Albums' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0)
  // Its place is held for admins by CSS alone: the page a visitor gets holds no such link (SPEC §2).
  expect(await (await page.request.get('/albums')).text()).not.toMatch(/href="\/admin"|>Admin</)
})

test('signed in: the same cached page shows the avatar menu, and / is the personal home', async ({ page }) => {
  const firstName = `Cache${Math.random().toString(36).slice(2, 7)}`
  await createAccount(page, { firstName, email: uniqueEmail(), password: PASSWORD })
  await landedAt(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${firstName}!`)

  await watchHeaderShifts(page)
  await expectCachedVisit(page, '/albums')
  await expect(accountMenu(page, firstName)).toBeVisible()
  const shifts = await headerShifts(page)
  // On a wide screen the account control has a fixed place. On a phone the bar is too narrow to
  // hold one for the menu, whose name then makes room for itself: a nudge, far below the 0.1
  // that counts as noticeable.
  if (isPhone(page)) expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.01)
  else expect(shifts).toEqual([])
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0)
  const nav = await openNavigation(page)
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0)
})

test.describe('as an admin', () => {
  test.use({ baseURL: ADMIN_SITE, storageState: ADMIN_STATES.admin })

  test('a cached page shows the Admin link without moving the other links', async ({ page }) => {
    await page.request.get('/artists')
    await watchHeaderShifts(page)
    await expectCachedVisit(page, '/artists')
    const nav = await openNavigation(page)
    await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
    // On a wide screen the link takes the place held for it; a phone's links are in the menu.
    if (!isPhone(page)) expect(await headerShifts(page)).toEqual([])
  })

  test("an admin's new album is on /albums at once", async ({ page }) => {
    await page.request.get('/albums')
    const title = `Fresh Release ${Date.now()}`
    const artists = (await (await page.request.get('/api/artists')).json()) as { id: number }[]
    const created = await page.request.post('/api/albums', {
      data: { title, artistId: artists[0]!.id },
      headers: { origin: ADMIN_SITE },
    })
    expect(created.status()).toBe(201)
    await page.context().clearCookies()
    await visit(page, '/albums')
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible()
  })
})

test('a new comment is on the cached article at once, for everyone', async ({ page, browser }) => {
  const reader = await browser.newPage()
  await reader.request.get(ARTICLE)
  await expectCachedVisit(reader, ARTICLE)

  const firstName = `Echo${Math.random().toString(36).slice(2, 7)}`
  await createAccount(page, { firstName, email: uniqueEmail(), password: PASSWORD })
  await landedAt(page, '/')
  await visit(page, ARTICLE)
  const text = `Heard it on loop ${Date.now()}`
  await page.getByRole('textbox', { name: 'Add a comment' }).fill(text)
  await page.getByRole('button', { name: 'Post Comment' }).click()
  await expect(page.getByRole('article', { name: `Comment by ${firstName}` }).filter({ hasText: text })).toBeVisible()

  await reader.reload()
  await hydrated(reader)
  await expect(reader.getByRole('article', { name: `Comment by ${firstName}` }).filter({ hasText: text })).toBeVisible()
  await reader.close()
})
