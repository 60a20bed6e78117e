import { expect, test } from '@playwright/test'

test('an unknown path shows the not-found page with a 404', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('404 Page Not Found')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  await expect(page.getByText('GET /no/such/page')).toBeVisible()

  // Still inside the site's chrome, with the way home.
  await expect(page.getByRole('banner')).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL('/')
})

test('/home, where the signed-in home is rendered, typed in is the not-found page, titled so', async ({ page }) => {
  const response = await page.goto('/home')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('404 Page Not Found')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
})

test.describe('without JavaScript', () => {
  // What a crawler, a no-script reader, or a phone before its scripts have run sees.
  test.use({ javaScriptEnabled: false })

  const MISSING = [
    { path: '/blog/no-such-article', heading: 'Article Not Found', text: "The article you're looking for doesn't exist or has been removed." },
    { path: '/albums/no-such-album', heading: '404 Page Not Found', text: 'Did you forget to add the page to the router?' },
    { path: '/blog/page/99', heading: '404 Page Not Found', text: 'Did you forget to add the page to the router?' },
    { path: '/no/such/page', heading: '404 Page Not Found', text: 'Did you forget to add the page to the router?' },
  ]

  for (const { path, heading, text } of MISSING) {
    test(`${path} shows its not-found message with a 404`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByText(text)).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
    })
  }

  test('the hint reads whole without the path, which only the browser knows', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByText('GET this address')).toBeVisible()
  })
})
