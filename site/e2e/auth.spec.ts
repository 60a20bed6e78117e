import { expect, test } from '@playwright/test'
import {
  accountMenu,
  createAccount,
  E2E_ADMIN,
  holdScripts,
  hydrated,
  landedAt,
  openNavigation,
  PASSWORD,
  signIn,
  submitSignIn,
  uniqueEmail,
  visit,
} from './fixtures'

test('a visitor creates an account, signs out, and signs in again', async ({ page }) => {
  const account = { firstName: 'Ada', email: uniqueEmail(), password: PASSWORD }

  await createAccount(page, account)
  await landedAt(page, '/')
  const menu = accountMenu(page, 'Ada')
  await expect(menu).toBeVisible()
  await expect(menu).toContainText('Ada')
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0)

  await menu.click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(menu).toHaveCount(0)

  await signIn(page, account.email, account.password)
  await landedAt(page, '/')
  await expect(accountMenu(page, 'Ada')).toBeVisible()
})

test('Sign In returns the visitor to the page they were on', async ({ page, request }) => {
  const email = uniqueEmail()
  await request.post('/api/auth/register', { data: { email, password: PASSWORD, firstName: 'Grace' } })

  await visit(page, '/artists')
  await page.getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/login?next=%2Fartists')
  await submitSignIn(page, email, PASSWORD)

  await landedAt(page, '/artists')
  await expect(accountMenu(page, 'Grace')).toBeVisible()
})

test('a wrong password shows the server’s message and keeps the visitor signed out', async ({ page, request }) => {
  const email = uniqueEmail()
  await request.post('/api/auth/register', { data: { email, password: PASSWORD, firstName: 'Linus' } })

  const form = await signIn(page, email, 'not-the-password')

  await expect(form.getByRole('alert')).toHaveText('Incorrect email or password.')
  await expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  // Focus stays in the form (on the message when the busy button let it go), not at the page's top.
  await expect.poll(() => form.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0)
})

test('the forms check their fields in the browser before sending', async ({ page }) => {
  await visit(page, '/login')
  await page.getByRole('tab', { name: 'Create account' }).click()
  // Once the page is live, the tab switches in place.
  await expect(page).toHaveURL('/login')
  const form = page.getByRole('form', { name: 'Create account' })
  await form.getByLabel('Email').fill('not-an-email')
  await form.getByLabel('Password').fill('short')
  await form.getByRole('button', { name: 'Create account' }).click()

  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible()
  await expect(form.getByLabel('Email')).toBeFocused()

  await form.getByLabel('Password').fill('long-enough-now')
  await expect(form.getByText('Password must be at least 8 characters')).toHaveCount(0)
})

test('Create account pressed before the page is live still opens its form', async ({ page }) => {
  // A slow phone: the server's HTML is there, the scripts not yet; React would drop the click.
  const release = await holdScripts(page)
  await page.goto('/login?next=%2Fabout', { waitUntil: 'domcontentloaded' })
  await page.getByRole('tab', { name: 'Create account' }).click()
  await expect(page).toHaveURL('/login?next=%2Fabout&mode=register')
  await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('form', { name: 'Create account' }).getByLabel('First name')).toBeVisible()
  release()
  // Live, the other tab switches in place.
  await hydrated(page)
  await page.getByRole('tab', { name: 'Sign in' }).click()
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toBeVisible()
  await expect(page).toHaveURL('/login?next=%2Fabout&mode=register')
})

test('an e-mail already registered is refused with the server’s message', async ({ page, request }) => {
  const email = uniqueEmail()
  await request.post('/api/auth/register', { data: { email, password: PASSWORD } })

  const form = await createAccount(page, { firstName: 'Twin', email, password: PASSWORD })

  await expect(form.getByRole('alert')).toContainText('already exists')
})

test('a signed-in visitor who opens /login goes on to where they were heading', async ({ page }) => {
  await createAccount(page, { firstName: 'Alan', email: uniqueEmail(), password: PASSWORD })
  await landedAt(page, '/')

  // Straight there, by the answer's own redirect: no empty sign-in page on the way.
  const answer = await page.goto('/login?next=/blog')
  expect(answer?.request().redirectedFrom()?.url()).toMatch(/\/login\?next=\/blog$/)
  await expect(page).toHaveURL('/blog')
  await expect(accountMenu(page, 'Alan')).toBeVisible()
})

test('the avatar menu works from the keyboard', async ({ page }) => {
  await createAccount(page, { firstName: 'Barbara', email: uniqueEmail(), password: PASSWORD })
  await landedAt(page, '/')
  const menu = accountMenu(page, 'Barbara')
  await menu.focus()
  await page.keyboard.press('Enter')
  const logOut = page.getByRole('menuitem', { name: 'Log out' })
  await expect(logOut).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(logOut).toBeHidden()
  await expect(menu).toBeFocused()
})

test('only an admin sees the Admin link', async ({ page }) => {
  await createAccount(page, { firstName: 'Katherine', email: uniqueEmail(), password: PASSWORD })
  await landedAt(page, '/')
  let nav = await openNavigation(page)
  await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0)

  await page.context().clearCookies()
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await landedAt(page, '/')
  nav = await openNavigation(page)
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible()
})
