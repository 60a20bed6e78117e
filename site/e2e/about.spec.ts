import { expect, test } from '@playwright/test'
import { visit } from './fixtures'
import { expectShareTags } from './pageData'

test('the about page covers the mission, the process, rights and the Monday releases', async ({ page }) => {
  await visit(page, '/about')
  for (const name of ['Our Mission', 'Our Creative Process', 'Original Content and Rights', 'A New Album Every Monday'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(page.getByText(/used under the direction of the artist/)).toBeVisible()
  await page.getByRole('link', { name: 'Browse the Albums' }).click()
  await expect(page).toHaveURL('/albums')
})

test('the about page previews well when shared', async ({ page }) => {
  await page.goto('/about')
  await expectShareTags(page, 'About · Machine Soul')
})
