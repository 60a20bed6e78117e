import { expect, test, type Page } from '@playwright/test'
import { createAccount, landedAt, PASSWORD, uniqueEmail, visit, watchForMessage } from './fixtures'

const LYRICS = 'Neon rivers run through silicon veins,\nwe sing in voltage, dancing in the rain.'

/** A new account, signed in, on /submit with the lyric form ready. */
async function openLyricsForm(page: Page, firstName = 'Ada') {
  const email = uniqueEmail()
  await createAccount(page, { firstName, email, password: PASSWORD })
  await landedAt(page, '/')
  await visit(page, '/submit')
  return { form: page.getByRole('form', { name: 'Submit lyrics' }), email }
}

test('signed out, /submit explains why to log in and links to the sign-in flow', async ({ page }) => {
  await visit(page, '/submit')
  await expect(page).toHaveTitle('Submit Lyrics · Machine Soul')
  for (const card of ['Share Your Story', 'AI Enhancement', 'Get Featured']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible()
  await expect(page.getByText(/keeps submissions high quality/)).toBeVisible()
  await expect(page.getByRole('form', { name: 'Submit lyrics' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Login to Submit Lyrics' }).click()
  await expect(page).toHaveURL('/login?next=%2Fsubmit')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/submit shows the login prompt, whose link leads to sign in', async ({ page }) => {
    await page.goto('/submit')
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Login to Submit Lyrics' })).toBeVisible()
  })
})

test('the marquee goes away after 10 seconds, and nothing below it moves', async ({ page }) => {
  await page.clock.install()
  await visit(page, '/submit')
  const marquee = page.getByRole('marquee')
  await expect(marquee).toBeVisible()
  const heading = page.getByRole('heading', { level: 1 })
  const before = (await heading.boundingBox())!.y
  await page.clock.runFor(10_000)
  await expect(marquee).toHaveCount(0)
  expect((await heading.boundingBox())!.y).toBe(before)
})

test('the marquee stands still for visitors who ask for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page, '/submit')
  const track = page.getByRole('marquee').locator('p')
  await expect(track).toHaveCSS('animation-name', 'none')

  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await expect(track).not.toHaveCSS('animation-name', 'none')
})

test('signed in: prefilled, checked in the browser, sent, and ready for more', async ({ page }) => {
  const { form, email } = await openLyricsForm(page)
  await expect(form.getByLabel('Name')).toHaveValue('Ada')
  await expect(form.getByLabel('Email')).toHaveValue(email)
  await expect(form.getByLabel('Lyrics', { exact: true })).toHaveAttribute('rows', '12')
  await expect(form.getByLabel('Lyrics', { exact: true })).toHaveAttribute('placeholder', /minimum 50 characters/)
  await expect(form.getByLabel('Additional Notes')).toHaveAttribute('rows', '4')
  await expect(form.getByLabel('Preferred Genre').locator('option')).toHaveCount(8)

  await form.getByLabel('Lyrics', { exact: true }).fill('Too short')
  await form.getByRole('button', { name: 'Submit Lyrics' }).click()
  await expect(form.getByText('Lyrics must be at least 50 characters long')).toBeVisible()
  await expect(form.getByText('You must agree to the terms')).toBeVisible()
  await expect(form.getByLabel('Lyrics', { exact: true })).toBeFocused()
  await expect(form.getByLabel('Lyrics', { exact: true })).toHaveAttribute('aria-invalid', 'true')

  await form.getByLabel('Lyrics', { exact: true }).fill(LYRICS)
  await expect(form.getByText('Lyrics must be at least 50 characters long')).toHaveCount(0)
  await form.getByLabel('Email').fill('ada at home')
  await form.getByRole('button', { name: 'Submit Lyrics' }).click()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByLabel('Email')).toBeFocused()
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Preferred Genre').selectOption('synthwave')
  await form.getByLabel('Additional Notes').fill('Slow, around 90 bpm.')
  await form.getByLabel(/may be used in AI-generated compositions/).check()

  // Held back, so the pending label can be seen.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/lyric-submissions', async (route) => {
    await held
    await route.continue()
  })
  await form.getByRole('button', { name: 'Submit Lyrics' }).click()
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  release()

  await expect(page.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Lyrics submitted successfully!' })).toContainText(
    "We'll review your submission and get back to you soon.",
  )
  await expect(page.getByRole('link', { name: 'Explore Albums' })).toHaveAttribute('href', '/albums')

  await page.getByRole('button', { name: 'Submit More Lyrics' }).click()
  await expect(form.getByLabel('Lyrics', { exact: true })).toHaveValue('')
  await expect(form.getByLabel('Preferred Genre')).toHaveValue('')
  await expect(form.getByLabel(/may be used in AI-generated compositions/)).not.toBeChecked()
  await expect(form.getByLabel('Name')).toHaveValue('Ada')

  // What was sent is the writer's own, pending, named after its first line.
  const [submission] = await page.evaluate(() => fetch('/api/lyric-submissions').then((response) => response.json()))
  expect(submission).toMatchObject({ lyrics: LYRICS, genre: 'synthwave', status: 'pending', title: expect.stringContaining('Neon rivers') })
})

test('Explore Albums leads to the albums', async ({ page }) => {
  const { form } = await openLyricsForm(page, 'Grace')
  await form.getByLabel('Lyrics', { exact: true }).fill(LYRICS)
  await form.getByLabel(/may be used in AI-generated compositions/).check()
  await form.getByRole('button', { name: 'Submit Lyrics' }).click()
  await page.getByRole('link', { name: 'Explore Albums' }).click()
  await expect(page).toHaveURL('/albums')
})

test('signed out meanwhile: Unauthorized, then back to sign in', async ({ page }) => {
  const { form } = await openLyricsForm(page, 'Linus')
  await page.context().clearCookies()
  await form.getByLabel('Lyrics', { exact: true }).fill(LYRICS)
  await form.getByLabel(/may be used in AI-generated compositions/).check()
  // The alert shows for half a second only: watched from inside the page, not polled.
  const shown = await watchForMessage(page, ['Unauthorized', 'You are logged out. Logging in again...'], '[role="alert"]')
  await form.getByRole('button', { name: 'Submit Lyrics' }).click()
  await shown()
  await expect(page).toHaveURL('/login?next=%2Fsubmit', { timeout: 5_000 })
})

test('a failed submission keeps the lyrics and says so', async ({ page }) => {
  const { form } = await openLyricsForm(page, 'Hedy')
  await page.route('**/api/lyric-submissions', (route) => route.fulfill({ status: 500, body: '{}' }))
  await form.getByLabel('Lyrics', { exact: true }).fill(LYRICS)
  await form.getByLabel(/may be used in AI-generated compositions/).check()
  await form.getByRole('button', { name: 'Submit Lyrics' }).click()

  await expect(page.getByRole('alert').filter({ hasText: 'Submission failed' })).toContainText(
    'Please try again later or contact support.',
  )
  await expect(form.getByLabel('Lyrics', { exact: true })).toHaveValue(LYRICS)
  await expect(form.getByRole('button', { name: 'Submit Lyrics' })).toBeEnabled()
})
