import { expect, test, type Page } from '@playwright/test'
import { ADMIN_SITE, E2E_ADMIN, EMPTY_SITE, PASSWORD, uniqueEmail } from './fixtures'
import { ADMIN_TEST_OPTIONS, ADMIN_STATES, adminList, adminToast, openAdminPanel } from './adminFixtures'

const userItem = (page: Page, email: string) => adminList(page, 'Users').getByRole('listitem').filter({ hasText: email })
/** The line with the name and the role badge. */
const nameLine = (page: Page, email: string) => userItem(page, email).locator('p').first()
const roleOf = (page: Page, email: string) => page.getByRole('combobox', { name: `Role of ${email}` })

test.describe('Users tab', () => {
  test.use(ADMIN_TEST_OPTIONS)

  test('lists accounts with initial, name, e-mail, role badge and join date', async ({ page }) => {
    await openAdminPanel(page, 'users')
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible()
    await expect(page.getByText('Manage user roles and permissions')).toBeVisible()
    const mira = userItem(page, 'mira@demo.machinesoul.local')
    await expect(mira).toContainText('Mira Lindqvist')
    await expect(mira.locator('[aria-hidden="true"]')).toHaveText('M')
    await expect(nameLine(page, 'mira@demo.machinesoul.local')).toHaveText('Mira Lindqvist User')
    await expect(mira).toContainText(/Joined \w+ \d{1,2}, \d{4}/)
    await expect(nameLine(page, E2E_ADMIN.email)).toHaveText(/Admin$/)
    await expect(roleOf(page, E2E_ADMIN.email)).toHaveValue('admin')
  })

  test('promotes a user to admin and back, which the server then enforces', async ({ page, playwright }) => {
    const email = uniqueEmail()
    const base = ADMIN_SITE
    // Payload reads the cookie of a script only when it says where it comes from, as browsers do.
    const visitor = await playwright.request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } })
    const registered = await visitor.post('/api/auth/register', {
      data: { email, password: PASSWORD, firstName: 'Pia' },
    })
    expect(registered.ok()).toBe(true)

    await openAdminPanel(page, 'users')
    await roleOf(page, email).selectOption('admin')
    await expect(adminToast(page, 'User role updated successfully')).toBeVisible()
    await expect(nameLine(page, email)).toHaveText('Pia Admin')
    await expect((await visitor.get('/api/admin/check')).json()).resolves.toMatchObject({ isAdmin: true })

    await roleOf(page, email).selectOption('user')
    await expect(nameLine(page, email)).toHaveText('Pia User')
    await expect((await visitor.get('/api/admin/check')).json()).resolves.toBeNull()
    await visitor.dispose()
  })

  test('a role change after the session ended is told once, then leads to sign-in', async ({ page, context }) => {
    await openAdminPanel(page, 'users')
    await context.clearCookies()
    // Every toast that says so, counted from inside the page: the refused write and the list read after it are one sign-out.
    await page.evaluate(() => {
      const seen = new Set<Element>()
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-sonner-toast]')) if ((toast as HTMLElement).innerText.includes('You are logged out')) seen.add(toast)
        // Kept where the sign-in page it goes to can still read it.
        sessionStorage.setItem('signOutToasts', String(seen.size))
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    await roleOf(page, 'mira@demo.machinesoul.local').selectOption('admin')
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%3Ftab%3Dusers$/)
    expect(await page.evaluate(() => sessionStorage.getItem('signOutToasts'))).toBe('1')
  })
})

test.describe('Users tab from the keyboard', () => {
  test.use(ADMIN_TEST_OPTIONS)

  test('an arrow key one option too far is taken back with the other: the select keeps the focus while it saves', async ({ page, playwright }) => {
    const email = uniqueEmail()
    const visitor = await playwright.request.newContext({ baseURL: ADMIN_SITE, extraHTTPHeaders: { origin: ADMIN_SITE } })
    expect((await visitor.post('/api/auth/register', { data: { email, password: PASSWORD, firstName: 'Kai' } })).ok()).toBe(true)
    await visitor.dispose()

    await openAdminPanel(page, 'users')
    const role = roleOf(page, email)
    await role.focus()
    await page.keyboard.press('ArrowDown')
    await expect(role).toBeFocused()
    await expect(nameLine(page, email)).toHaveText('Kai Admin')
    await page.keyboard.press('ArrowUp')
    await expect(role).toBeFocused()
    await expect(nameLine(page, email)).toHaveText('Kai User')
    await expect(role).toHaveValue('user')
  })
})

test.describe('Users tab on a site with one admin', () => {
  test.use({ storageState: ADMIN_STATES.empty })

  test('demoting yourself asks first: dismissed, nothing is sent and the role stays', async ({ page }) => {
    await openAdminPanel(page, 'users', EMPTY_SITE)
    let sent = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/promote-user')) sent = true
    })
    const asked = page.waitForEvent('dialog').then(async (dialog) => {
      expect(dialog.message()).toBe('Remove your own admin role? You will no longer be able to open the admin panel.')
      await dialog.dismiss()
    })
    await roleOf(page, E2E_ADMIN.email).selectOption('user')
    await asked
    await expect(roleOf(page, E2E_ADMIN.email)).toHaveValue('admin')
    expect(sent).toBe(false)
  })

  test('the last admin cannot be demoted, and says why', async ({ page }) => {
    await openAdminPanel(page, 'users', EMPTY_SITE)
    page.once('dialog', (dialog) => void dialog.accept())
    await roleOf(page, E2E_ADMIN.email).selectOption('user')
    await expect(adminToast(page, 'The last admin cannot be demoted')).toBeVisible()
    await expect(roleOf(page, E2E_ADMIN.email)).toHaveValue('admin')
    await expect(nameLine(page, E2E_ADMIN.email)).toHaveText(/Admin$/)
  })
})
