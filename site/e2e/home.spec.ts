import { expect, test } from '@playwright/test'
import { expectAxeClean } from './axe'
import { createAccount, E2E_PORT, landedAt, PASSWORD, uniqueEmail, visit } from './fixtures'

const LYRICS =
  'Neon Lullaby\nCircuits hum beneath the rain, a city dreaming in binary light, and every window keeps a song it never sang out loud.'

test('a signed-in visitor gets a personal home with their own submissions', async ({ page }) => {
  await createAccount(page, { firstName: 'Ada', email: uniqueEmail(), password: PASSWORD })
  await landedAt(page, '/')

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ada!')
  const stats = page.getByRole('definition')
  await expect(page.getByRole('term')).toHaveText(['Total Albums', 'AI Artists', 'Your Submissions'])
  await expect(stats.nth(2)).toHaveText('0')
  await expect(page.getByRole('region', { name: 'Your Submissions' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Submit Lyrics' }).last()).toHaveAttribute('href', '/submit')
  await expect(page.getByRole('link', { name: 'Browse Albums' })).toHaveAttribute('href', '/albums')

  const latest = page.getByRole('region', { name: 'Latest Releases' })
  await expect(latest.getByRole('listitem')).toHaveCount(6)
  await expect(latest.getByRole('listitem').first()).toContainText('Aurora Circuit')

  const response = await page.request.post('/api/lyric-submissions', {
    data: { lyrics: LYRICS, terms: true, genre: 'ambient' },
    headers: { origin: `http://127.0.0.1:${E2E_PORT}` },
  })
  expect(response.ok()).toBe(true)
  await visit(page, '/')

  await expect(stats.nth(2)).toHaveText('1')
  const mine = page.getByRole('region', { name: 'Your Submissions' })
  const item = mine.getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(/Neon Lullaby/)
  // SPEC §9: the first 100 characters of the lyrics, and no more.
  await expect(item).toContainText(`${LYRICS.slice(0, 100).trimEnd()}…`)
  await expect(item).not.toContainText(LYRICS.slice(100))
  await expect(item.getByText('Pending')).toBeVisible()
  await expect(item.getByText(/^Submitted \w+ \d{1,2}, \d{4}$/)).toBeVisible()
  await expect(mine.getByRole('link', { name: 'Submit More Lyrics' })).toHaveAttribute('href', '/submit')
  await expectAxeClean(page)

  await latest.getByRole('link', { name: 'View All' }).click()
  await expect(page).toHaveURL('/albums')
})

test('the home’s HTML itself greets the person and lists their submissions, before React runs', async ({ page }) => {
  await createAccount(page, { firstName: 'Grace', email: uniqueEmail(), password: PASSWORD })
  await landedAt(page, '/')
  const response = await page.request.post('/api/lyric-submissions', {
    data: { lyrics: LYRICS, terms: true, genre: 'ambient' },
    headers: { origin: `http://127.0.0.1:${E2E_PORT}` },
  })
  expect(response.ok()).toBe(true)
  // The response the server sends, with this browser's session cookie: no script has run on it.
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('Welcome back, Grace!')
  expect(html).toContain('Neon Lullaby')
  expect(html).not.toContain('/api/lyric-submissions')
})

test('a session that ended elsewhere signs the browser out and lands on the landing page', async ({ browser, page, baseURL }) => {
  await createAccount(page, { firstName: 'Linus', email: uniqueEmail(), password: PASSWORD })
  await landedAt(page, '/')
  // A second browser holding the same session, as a stolen or forgotten cookie would.
  const elsewhere = await browser.newContext({ baseURL, viewport: page.viewportSize(), storageState: await page.context().storageState() })
  const other = await elsewhere.newPage()
  // Signing out here ends the session on the server; the other browser still has the cookie.
  await page.goto('/api/logout')
  await other.goto('/')
  await expect(other).toHaveURL('/')
  await expect(other.getByRole('link', { name: 'Submit Your Lyrics' }).first()).toBeVisible()
  await expect(other.getByRole('heading', { level: 1 })).not.toHaveText(/Welcome back/)
  expect((await elsewhere.cookies()).map((cookie) => cookie.name)).not.toContain('payload-token')
  await elsewhere.close()
})
