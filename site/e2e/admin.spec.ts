import { expect, test } from '@playwright/test'
import { createAccount, PASSWORD, uniqueEmail } from './fixtures'
import { ADMIN_TEST_OPTIONS, openAdmin, openAdminPanel } from './adminFixtures'

test('signed out, /admin asks to sign in and the button leads to sign-in, back to /admin', async ({ page }) => {
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible()
  await expect(page.getByText('Please sign in to access the admin panel.')).toBeVisible()
  const signIn = page.getByRole('link', { name: 'Sign In' })
  await expect(signIn).toHaveAttribute('href', '/api/login?next=%2Fadmin')
  // The page has none of the site's chrome: it offers the way back itself.
  await expect(page.getByRole('link', { name: 'Back to Machine Soul' })).toHaveAttribute('href', '/')
  await signIn.click()
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/)
})

test('signed out, deeper admin pages ask to sign in too, back to the page asked for, under the panel\'s title', async ({ page }) => {
  await page.goto('/admin/collections/users')
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?next=%2Fadmin%2Fcollections%2Fusers')
  await expect(page).not.toHaveTitle(/Users/)
})

test('a signed-in user who is not an admin is sent to /albums', async ({ page }) => {
  await createAccount(page, { firstName: 'Nadia', email: uniqueEmail(), password: PASSWORD })
  await expect(page).toHaveURL('/')
  await page.goto('/admin')
  await expect(page).toHaveURL('/albums')
  await page.goto('/admin/collections/albums')
  await expect(page).toHaveURL('/albums')
  // Sent on before any of the admin: a 307 with none of the admin's configuration.
  const response = await page.request.get('/admin/collections/users', { maxRedirects: 0 })
  expect(response.status()).toBe(307)
  expect(response.headers().location).toBe('/albums')
  const body = await response.text()
  for (const slug of ['lyric-submissions', 'blog-posts', 'contact-messages']) expect(body).not.toContain(slug)
})

test.describe('signed in as admin', () => {
  test.use(ADMIN_TEST_OPTIONS)

  test('an admin gets the five-tab panel with an admin title, and keyboard moves between tabs', async ({ page }) => {
    await openAdminPanel(page)
    await expect(page).toHaveTitle('Admin Panel — Machine Soul')
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveText(['Albums', 'Artists', 'Blog', 'Submissions', 'Users'])
    await expect(page.getByRole('tab', { name: 'Albums' })).toHaveAttribute('aria-selected', 'true')

    await page.getByRole('tab', { name: 'Albums' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Artists' })).toBeFocused()
    await expect(page.getByRole('tabpanel')).toContainText('Current Artists')
    await expect(page).toHaveURL(/\?tab=artists$/)
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true')

    // The chosen tab survives a reload.
    await page.reload()
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true')
  })

  test("Payload's collection views stay available to an admin, the panel first in the navigation", async ({ page }) => {
    await openAdminPanel(page)
    // The search keeps the demo album on the first page, whatever albums other tests added first.
    await openAdmin(page, '/admin/collections/albums?search=Signals')
    await expect(page.getByRole('link', { name: 'Signals from the Quiet Hour' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Admin panel' })
    await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin')
  })
})
