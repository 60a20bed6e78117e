import { expect, test } from '@playwright/test'
import { ADMIN_TEST_OPTIONS } from './adminFixtures'
import { ADMIN_SITE } from './fixtures'

// On the admin tests' site, whose content tests may change: old posts are added so that the blog
// has more than one page, and removed afterwards.
test.use(ADMIN_TEST_OPTIONS)

const added: number[] = []

test.beforeAll(async ({ request }) => {
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  for (let day = 1; day <= 13; day += 1) {
    const title = `Old studio note ${day} ${run}`
    const response = await request.post(`${ADMIN_SITE}/api/admin/blog`, {
      data: { title, slug: `old-studio-note-${day}-${run}`, content: '<p>From the archive.</p>', status: 'published', publishedAt: `2019-03-${String(day).padStart(2, '0')}` },
      headers: { origin: ADMIN_SITE },
    })
    expect(response.ok(), await response.text()).toBe(true)
    added.push(((await response.json()) as { id: number }).id)
  }
})

test.afterAll(async ({ request }) => {
  for (const id of added) await request.delete(`${ADMIN_SITE}/api/admin/blog/${id}`, { headers: { origin: ADMIN_SITE } })
})

test('the blog list goes page by page: older articles, then newer again', async ({ page }) => {
  await page.goto('/blog')
  const pages = page.getByRole('navigation', { name: 'Pages of articles' })
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem')).toHaveCount(12)
  await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible()
  await expect(pages.getByRole('link', { name: /Newer articles/ })).toHaveCount(0)

  await pages.getByRole('link', { name: /Older articles/ }).click()
  await expect(page).toHaveURL('/blog/page/2')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neural Chronicles, page 2')
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first()).toBeVisible()
  await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible()
  // Nothing spills sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  await pages.getByRole('link', { name: /Newer articles/ }).click()
  await expect(page).toHaveURL('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neural Chronicles')
})
