import { expect, test } from '@playwright/test'

// Issue 3: every page previews well when shared.
for (const path of ['/', '/albums', '/artists', '/blog', '/about', '/submit', '/contact', '/login', '/no-such-page']) {
  test(`${path} has OpenGraph and Twitter card tags`, async ({ page }) => {
    await page.goto(path)
    for (const name of ['og:title', 'og:description', 'og:image']) {
      await expect(page.locator(`meta[property="${name}"]`)).toHaveAttribute('content', /\S/)
    }
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\//)
  })
}
