import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { ADMIN_SITE } from './fixtures'

/** The signed-in admin's cookies, saved by adminSession.setup.ts before the browser projects run. */
export const ADMIN_STATES = {
  admin: path.resolve('test-results/.auth/admin-site.json'),
  empty: path.resolve('test-results/.auth/admin-empty.json'),
} as const

/** What every admin spec starts with: the admin site, signed in as its admin. */
export const ADMIN_TEST_OPTIONS = { baseURL: ADMIN_SITE, storageState: ADMIN_STATES.admin }

/** Opens the panel (on `tab` when given) on the site at `base`, else the admin site. */
export async function openAdminPanel(page: Page, tab?: string, base = '') {
  await page.goto(`${base}/admin${tab ? `?tab=${tab}` : ''}`)
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible()
}

/** A toast of Payload's admin (sonner) carrying `text` in its title or description. */
export const adminToast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

/** The panel's list named `label` (e.g. 'Current Albums'). */
export const adminList = (page: Page, label: string) => page.getByRole('list', { name: label })
