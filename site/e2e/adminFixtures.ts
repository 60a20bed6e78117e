import { expect, type Page } from '@playwright/test'
import { E2E_ADMIN, landedAt, submitSignIn, visit } from './fixtures'

/** Signs the test server's admin in and opens the panel, on `tab` when given (on the site at `base`, else the demo site). */
export async function openAdminPanel(page: Page, tab?: string, base = '') {
  await visit(page, `${base}/login`)
  await submitSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await landedAt(page, base ? `${base}/` : '/')
  await page.goto(`${base}/admin${tab ? `?tab=${tab}` : ''}`)
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible()
}

/** A toast of Payload's admin (sonner) carrying `text` in its title or description. */
export const adminToast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

/** The panel's list named `label` (e.g. 'Current Albums'). */
export const adminList = (page: Page, label: string) => page.getByRole('list', { name: label })
