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

/**
 * Waits until a signed-in admin page holds still. Payload draws its side navigation open as the
 * page comes alive, then closes it once it has measured the window (narrower than 1440 px here),
 * sliding the whole page aside and back. On a busy machine that comes seconds later, and a click
 * made during the slide lands beside its button and is lost: three CI runs failed so (a form sent
 * nothing, Extract did nothing).
 */
export async function adminSettled(page: Page) {
  // The toggle says Close Menu while the navigation is open (a phone has one in the header too).
  await expect(page.getByRole('button', { name: 'Open Menu' }).first()).toBeAttached()
  await expect(page.getByRole('button', { name: 'Close Menu' })).toHaveCount(0)
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)))
}

/** Opens the signed-in admin page at `path` and waits until it holds still. */
export async function openAdmin(page: Page, path: string) {
  await page.goto(path)
  await adminSettled(page)
}

/** Opens the panel (on `tab` when given) on the site at `base`, else the admin site. */
export async function openAdminPanel(page: Page, tab?: string, base = '') {
  await openAdmin(page, `${base}/admin${tab ? `?tab=${tab}` : ''}`)
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible()
}

/** A toast of Payload's admin (sonner) carrying `text` in its title or description. */
export const adminToast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

/** The panel's list named `label` (e.g. 'Current Albums'). */
export const adminList = (page: Page, label: string) => page.getByRole('list', { name: label })
