import { expect, test } from '@playwright/test'
import { hydrated, holdScripts, isPhone } from './fixtures'

// React drops a press on a part of the page it has not taken over yet: on a slow phone that is a
// second or two after the page shows. A button only scripts can work is disabled, or not there,
// until then, and what was typed is kept.

test("an album page: Share, Play here, Follow and the player's card wait, disabled, until the page is live", async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/albums/overclocked-hearts', { waitUntil: 'commit' })
  const controls = [
    page.getByRole('button', { name: 'Share Overclocked Hearts' }),
    page.getByRole('button', { name: 'Play here with Spotify' }),
    page.getByRole('button', { name: 'Follow Voltage Choir' }),
  ]
  for (const control of controls) await expect(control).toBeDisabled()
  // The player's card opens on a press once live; until then its chevron is faded.
  const opener = page.getByRole('region', { name: 'Music player' }).locator('button[aria-expanded]')
  const chevron = opener.locator(':scope > span').last()
  await expect(opener).toBeDisabled()
  await expect(chevron).toHaveCSS('opacity', '0.4')
  release()
  await hydrated(page)
  for (const control of controls) await expect(control).toBeEnabled()
  await expect(chevron).toHaveCSS('opacity', '1')
  await controls[2]!.click()
  await expect(page.getByRole('button', { name: 'Close the e-mail form for Voltage Choir', expanded: true })).toBeVisible()
})

test('the landing page: album cards become buttons that feature them once the page is live, and a press then works', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  const collection = page.getByRole('list', { name: 'Latest albums' })
  await expect(collection.getByRole('link', { name: /^Album page: / }).first()).toBeVisible()
  await expect(collection.getByRole('button', { name: /^Feature / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Follow / }).first()).toBeDisabled()
  release()
  await hydrated(page)
  const feature = collection.getByRole('button', { name: 'Feature Overclocked Hearts' })
  await feature.click()
  await expect(feature).toHaveAttribute('aria-pressed', 'true')
})

test('the header search keeps what was typed before the page was live, and suggests for it', async ({ page }) => {
  test.skip(isPhone(page), 'On phones the header holds a link to the search page until then (search.spec.ts).')
  const release = await holdScripts(page)
  await page.goto('/about', { waitUntil: 'commit' })
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Search albums, artists and the blog' })
  await field.fill('glass')
  release()
  await hydrated(page)
  await expect(field).toHaveValue('glass')
  await expect(page.getByRole('option', { name: /Glass Cathedral/ })).toBeVisible()
})
