import { expect, test } from '@playwright/test'
import { visit } from './fixtures'

// What a browser with scripts off (or a reader that runs none) is told where only scripts can act.
const CANNOT_SEND = 'Sending this form needs JavaScript, which is turned off in this browser.'
const ARTICLE = '/blog/how-we-make-an-album-in-seven-days'
const FEATURE_LEAD = 'Select an album to feature it above.'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a form that sends through scripts says why it cannot send, in the page and in the footer', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a Message' })
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled()
    await expect(form.getByText(CANNOT_SEND)).toBeVisible()
    await expect(page.getByRole('contentinfo').getByText(CANNOT_SEND)).toBeVisible()
  })

  test('the header offers Sign In, whose page says why its forms cannot send', async ({ page }) => {
    await page.goto('/about')
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' })
    await expect(signIn).toBeVisible()
    await signIn.click()
    await expect(page).toHaveURL('/login?next=%2Fabout')
    await expect(page.getByRole('form', { name: 'Sign in' }).getByText(CANNOT_SEND)).toBeVisible()
  })

  test('buttons only scripts can work are left out, and what tells of them: Share, featuring an album, the player; the links stay', async ({ page }) => {
    await page.goto('/albums')
    await expect(page.getByText(FEATURE_LEAD)).toBeHidden()
    await expect(page.getByRole('link', { name: /^Album page: / }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /^Share / })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Feature / })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Music player' })).toHaveCount(0)
  })

  test("an album's page leaves out what only scripts can do: following its artist, playing it here", async ({ page }) => {
    await page.goto('/albums/overclocked-hearts')
    await expect(page.getByRole('heading', { level: 1, name: 'Overclocked Hearts' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Follow / })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Play here with Spotify' })).toHaveCount(0)
  })

  test('an article’s thread invites the reader to sign in', async ({ page }) => {
    await page.goto(ARTICLE)
    const comments = page.getByRole('region', { name: 'Comments' })
    await expect(comments.getByText('Sign in to join the conversation')).toBeVisible()
    await expect(comments.getByRole('link', { name: 'Sign In' })).toBeVisible()
  })
})

test('with JavaScript, the forms send and say nothing of it, and every button is there', async ({ page }) => {
  await visit(page, '/contact')
  const form = page.getByRole('form', { name: 'Send us a Message' })
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  await expect(form.getByText(CANNOT_SEND)).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  await visit(page, '/albums')
  await expect(page.getByText(FEATURE_LEAD)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Share / }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Feature / }).first()).toBeAttached()
  await expect(page.getByRole('region', { name: 'Music player' })).toBeVisible()
})
