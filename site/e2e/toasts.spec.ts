import { expect, test, type Page } from '@playwright/test'
import { expectAxeClean } from './axe'
import { E2E_PORT, visit } from './fixtures'
import { withoutShareSheet } from './pageData'

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

test('a toast is said through live regions the page held, empty, from the start; F8 reaches it and Escape closes it', async ({ page, context }) => {
  await withoutShareSheet(context, `http://127.0.0.1:${E2E_PORT}`)
  await visit(page, '/albums')
  // Screen readers read what is added to a live region they already know, not one that arrives full.
  const status = notifications(page).getByRole('status')
  await expect(status).toHaveText('')
  await expect(notifications(page).getByRole('alert')).toHaveText('')
  await status.evaluate((region) => region.setAttribute('data-from-the-start', ''))

  const share = page.getByRole('button', { name: 'Share Overclocked Hearts' }).first()
  await share.click()
  await expect(status).toContainText('Link copied')
  await expect(page.locator('[role="status"][data-from-the-start]')).toContainText('Link copied')
  await expectAxeClean(page)

  await share.focus()
  await page.keyboard.press('F8')
  await expect(notifications(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(status).toHaveText('')
  await expect(share).toBeFocused()
})
