import { expect, test, type Page } from '@playwright/test'
import { visit } from './fixtures'

const form = (page: Page) => page.getByRole('form', { name: 'Send us a Message' })

async function fillValid(page: Page) {
  await form(page).getByLabel('Name').fill('Ada Lovelace')
  await form(page).getByLabel('Email').fill('ada@example.com')
  await form(page).getByLabel('Subject').fill('Licensing a track')
  await form(page).getByLabel('Message').fill('We would love to use one of your songs in our film.')
}

test('the contact page says how to reach the collective and how soon it answers', async ({ page }) => {
  await visit(page, '/contact')
  await expect(page).toHaveTitle('Contact · Machine Soul')
  await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible()
  await expect(page.getByText('We usually respond within 24-48 hours.')).toBeVisible()
  for (const topic of ['Collaboration', 'Feedback', 'Licensing', 'Technical', 'Press']) {
    await expect(page.getByText(topic, { exact: true })).toBeVisible()
  }
})

test('each field is checked in the browser, with the SPEC’s words', async ({ page }) => {
  await visit(page, '/contact')
  await form(page).getByLabel('Name').fill('A')
  await form(page).getByLabel('Email').fill('not-an-email')
  await form(page).getByLabel('Subject').fill('Hey')
  await form(page).getByLabel('Message').fill('Too short')
  await form(page).getByRole('button', { name: 'Send Message' }).click()

  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Subject must be at least 5 characters',
    'Message must be at least 10 characters',
  ]) {
    await expect(form(page).getByText(message)).toBeVisible()
  }
  await expect(form(page).getByLabel('Name')).toBeFocused()
  await expect(form(page).getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true')

  await form(page).getByLabel('Name').fill('Ada')
  await expect(form(page).getByText('Name must be at least 2 characters')).toHaveCount(0)
})

test('a sent message shows Message Sent!, and Send Another Message starts afresh', async ({ page }) => {
  await visit(page, '/contact')
  await fillValid(page)
  await form(page).getByRole('button', { name: 'Send Message' }).click()

  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent!' })).toContainText(
    "Thank you for your message. We'll get back to you soon.",
  )
  await page.getByRole('button', { name: 'Send Another Message' }).click()
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(form(page).getByLabel(label)).toHaveValue('')
  }
  await expect(form(page).getByLabel('Name')).toBeFocused()
})

test('a failed send keeps what was typed and says so', async ({ page }) => {
  await visit(page, '/contact')
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '{}' }))
  await fillValid(page)
  await form(page).getByRole('button', { name: 'Send Message' }).click()

  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
    'Failed to send message. Please try again or email us directly.',
  )
  await expect(form(page).getByLabel('Message')).toHaveValue('We would love to use one of your songs in our film.')
})

test('a NUL character pasted into the message, invisible there, is left out and the message is sent', async ({ page }) => {
  await visit(page, '/contact')
  await fillValid(page)
  await form(page).getByLabel('Message').fill('Pasted from a PDF:\u0000 a line of our film script.')
  const sent = page.waitForRequest('**/api/contact')
  await form(page).getByRole('button', { name: 'Send Message' }).click()
  expect((await sent).postDataJSON().message).toBe('Pasted from a PDF: a line of our film script.')
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible()
})
