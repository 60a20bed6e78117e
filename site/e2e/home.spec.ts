import { expect, test } from '@playwright/test'
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

  await latest.getByRole('link', { name: 'View All' }).click()
  await expect(page).toHaveURL('/albums')
})
