import { expect, test } from '@playwright/test'
import { resetLinkIn, waitForMail } from '@cms/testing/mailbox'
import { accountMenu, E2E_MAILBOX, landedAt, PASSWORD, uniqueEmail, visit } from './fixtures'

test('a visitor who forgot their password gets a link by e-mail, sets a new one and is signed in', async ({ page, request }) => {
  const email = uniqueEmail()
  await request.post('/api/auth/register', { data: { email, password: PASSWORD, firstName: 'Hedy' } })

  await visit(page, '/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await landedAt(page, '/forgot-password')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?')
  const form = page.getByRole('form', { name: 'Send reset link' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused()

  const link = resetLinkIn(await waitForMail(E2E_MAILBOX, email, 'reset-password'))
  await visit(page, link.pathname + link.search)
  const reset = page.getByRole('form', { name: 'Set new password' })
  await reset.getByLabel('New password').fill('short')
  await reset.getByRole('button', { name: 'Set new password' }).click()
  await expect(reset.getByText('Password must be at least 8 characters')).toBeVisible()
  await reset.getByLabel('New password').fill('a-fresh-password')
  await reset.getByRole('button', { name: 'Set new password' }).click()

  await landedAt(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Hedy!')
  await expect(accountMenu(page, 'Hedy')).toBeVisible()

  // The link works once.
  await page.context().clearCookies()
  await visit(page, link.pathname + link.search)
  await reset.getByLabel('New password').fill('another-password')
  await reset.getByRole('button', { name: 'Set new password' }).click()
  await expect(reset.getByRole('alert')).toHaveText('This reset link is invalid, already used or expired. Please request a new one.')
})

test('a reset page without a valid token says so and offers a new link', async ({ page }) => {
  await visit(page, '/reset-password?token=not-a-token')
  await expect(page.getByText('This reset link is incomplete or not valid. Please request a new one.')).toBeVisible()
  await page.getByRole('link', { name: 'Request a new link' }).click()
  await landedAt(page, '/forgot-password')
})
