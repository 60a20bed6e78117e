import { expect, test } from '@playwright/test'
import { expectAxeClean } from './axe'
import { isPhone, visit } from './fixtures'

const searchField = (page: import('@playwright/test').Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search albums, artists and the blog' })

test('keyboard only: "/" opens the header search, a suggestion is chosen with the arrows, Enter opens the album', async ({ page }) => {
  await visit(page, '/about')
  const field = searchField(page)
  if (isPhone(page)) await expect(field).toBeHidden()
  await page.keyboard.press('/')
  await expect(field).toBeFocused()
  await page.keyboard.type('segfalt lulab')
  const option = page.getByRole('option', { name: /Segfault Lullabies/ })
  await expect(option).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /suggestions?; use the arrow keys/ })).toHaveCount(1)
  await expectAxeClean(page)
  await page.keyboard.press('ArrowDown')
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/albums/segfault-lullabies')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Segfault Lullabies')
})

test('Ctrl-K opens the search; Enter without a choice shows the results page, grouped and highlighted, at a shareable address', async ({ page }) => {
  await visit(page, '/blog')
  await page.keyboard.press('Control+k')
  await expect(searchField(page)).toBeFocused()
  await page.keyboard.type('glass cathedral')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/search?q=glass+cathedral')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “glass cathedral”')
  const albums = page.getByRole('region', { name: /^Albums \(\d+\)$/ })
  await expect(albums.getByRole('link', { name: 'Glass Cathedral' })).toBeVisible()
  await expect(albums.locator('mark').first()).toHaveText(/glass/i)
  // The page's title may come after its content in the stream: the tab names the search once it has.
  await expect(page).toHaveTitle(/^Search: glass cathedral/)
  await expectAxeClean(page)
  await albums.getByRole('link', { name: 'Glass Cathedral' }).click()
  await expect(page).toHaveURL('/albums/glass-cathedral')
})

test('an album found by its artist’s name has that name marked, as a title is', async ({ page }) => {
  await visit(page, '/search?q=voltage')
  const albums = page.getByRole('region', { name: /^Albums \(\d+\)$/ })
  const found = albums.getByRole('listitem')
  await expect(found.first()).toBeVisible()
  // Every album listed matched through its artist, Voltage Choir, and shows it marked.
  for (const album of await found.all()) await expect(album.locator('mark').first()).toHaveText(/^voltage$/i)
})

test('a search that finds nothing says so and suggests where to look; markup typed in stays text', async ({ page }) => {
  await visit(page, `/search?q=${encodeURIComponent('<img src=x onerror=alert(1)> zqxvwk')}`)
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'all albums' })).toHaveAttribute('href', '/albums')
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
  await expect(page.getByRole('searchbox', { name: 'Search albums, artists and the blog' }).last()).toHaveValue('<img src=x onerror=alert(1)> zqxvwk')
  await expectAxeClean(page)
})

test('a link whose search is not UTF-8 (an old page\'s Latin-1 "café") says so instead of searching for a replacement character', async ({ page }) => {
  await visit(page, '/search?q=caf%E9')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('A search must be UTF-8 text.')
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toHaveCount(0)
})

test('Escape closes the suggestions, then (on phones) the field', async ({ page }) => {
  await visit(page, '/')
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Search' }).click()
    // With scripts the button shows the field in place, focused, rather than going to /search.
    await expect(searchField(page)).toBeFocused()
    await expect(page).toHaveURL('/')
  }
  const field = searchField(page)
  await field.fill('latent')
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden()
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  // Only the list closes: what was typed stays (a search field's own Escape would empty it).
  await expect(field).toHaveValue('latent')
  if (isPhone(page)) {
    await page.keyboard.press('Escape')
    await expect(field).toBeHidden()
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused()
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header’s Search button, below the widest screens, opens the search page', async ({ page }) => {
    // From 1280 px the header holds the field itself; below that, the button.
    if (!isPhone(page)) await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto('/about')
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
    await expect(page).toHaveURL('/search')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search albums, artists and the blog' })
    await field.fill('glass cathedral')
    await field.press('Enter')
    await expect(page.getByRole('region', { name: /^Albums \(\d+\)$/ }).getByRole('link', { name: 'Glass Cathedral' })).toBeVisible()
  })

  test('an artist found leads to that artist’s card on the artists page, which scripts would have searched', async ({ page }) => {
    await page.goto('/search?q=tidal+lattice')
    await page.getByRole('region', { name: /^Artists \(\d+\)$/ }).getByRole('link', { name: 'Tidal Lattice' }).click()
    await expect(page).toHaveURL('/artists?q=Tidal%20Lattice#artist-Tidal-Lattice')
    await expect(page.getByRole('article', { name: 'Tidal Lattice' })).toBeInViewport()
  })
})
