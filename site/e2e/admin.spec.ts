import { expect, test } from '@playwright/test'
import { E2E_ADMIN, landedAt, signIn } from './fixtures'

test('the admin at /admin opens for an admin, with the content collections', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await landedAt(page, '/')
  await page.goto('/admin')
  await expect(page).toHaveTitle(/Machine Soul/)
  for (const collection of ['Albums', 'Artists', 'Blog posts', 'Comments', 'Lyric submissions', 'Users']) {
    await expect(page.getByRole('link', { name: collection, exact: true }).first()).toBeVisible()
  }
  await page.goto('/admin/collections/albums')
  await expect(page.getByRole('link', { name: 'Signals from the Quiet Hour' })).toBeVisible()
})
