import { expect, test, type Page } from '@playwright/test'
import { EMPTY_SITE, visit } from './fixtures'
import { overflowingIn } from './overflow'
import { expectShareTags, jsonLdItems } from './pageData'

// The cards only, not the album chips listed inside them.
const cards = (page: Page) => page.getByRole('list', { name: 'Artists' }).locator(':scope > li')
const PICK_LEAD = 'Pick an album to see it on the albums page.'

test('artists come from the albums, most albums first, with their latest release and album chips', async ({ page }) => {
  await visit(page, '/artists')
  await expect(page).toHaveTitle('Artists · Machine Soul')
  const counts = await cards(page).locator('dt:text-is("Albums") + dd').allTextContents()
  expect(counts.length).toBeGreaterThanOrEqual(5)
  expect(counts.map(Number)).toEqual([...counts.map(Number)].sort((a, b) => b - a))

  const aurora = cards(page).filter({ has: page.getByRole('heading', { name: 'Aurora Circuit' }) })
  await expect(aurora).toContainText('Neural Network v2.3')
  await expect(aurora).toContainText(/Latest release.*Signals from the Quiet Hour/)
  const chips = aurora.getByRole('list', { name: 'Albums by Aurora Circuit' }).getByRole('link')
  expect(await chips.count()).toBeLessThanOrEqual(3)
})

test('an artist with more than three albums shows three chips and "+N more"', async ({ page }) => {
  await visit(page, '/artists')
  const first = cards(page).first()
  await expect(first.getByRole('heading', { name: 'Voltage Choir' })).toBeVisible()
  const count = Number(await first.locator('dt:text-is("Albums") + dd').textContent())
  expect(count).toBeGreaterThan(3)
  await expect(first.getByRole('list', { name: 'Albums by Voltage Choir' }).getByRole('link')).toHaveCount(3)
  await expect(first.getByText(`+${count - 3} more`)).toBeVisible()
})

test('clicking an album chip features that album on /albums', async ({ page }) => {
  await visit(page, '/artists')
  await expect(page.getByText(PICK_LEAD)).toBeVisible()
  const chip = cards(page).filter({ has: page.getByRole('heading', { name: 'Null Pointer' }) }).getByRole('list', { name: 'Albums by Null Pointer' }).getByRole('link').first()
  const title = (await chip.textContent())!.trim()
  await chip.click()
  await expect(page).toHaveURL('/albums')
  await expect(page.getByRole('article', { name: /^Featured album:/ }).getByRole('heading', { level: 3 })).toHaveText(title)
})

test('opening "Follow" keeps the card in its grid column, nothing in it spills out, and Escape closes it', async ({ page }) => {
  await visit(page, '/artists')
  // The longest name, whose label and button are the widest.
  const card = cards(page).getByRole('article', { name: 'Machine Soul Collective' })
  await card.scrollIntoViewIfNeeded()
  const before = (await card.boundingBox())!
  await card.getByRole('button', { name: 'Follow Machine Soul Collective', expanded: false }).click()
  const form = card.getByRole('form', { name: "Your e-mail for Machine Soul Collective's new albums" })
  await expect(form).toBeVisible()

  const after = (await card.boundingBox())!
  expect({ x: after.x, width: after.width }).toEqual({ x: before.x, width: before.width })
  expect(await overflowingIn(card)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)

  await form.getByRole('textbox').focus()
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(card.getByRole('button', { name: 'Follow Machine Soul Collective', expanded: false })).toBeFocused()
})

test('search finds artists by name, and clears', async ({ page }) => {
  await visit(page, '/artists')
  const search = page.getByRole('searchbox', { name: 'Search artists' })
  await search.fill('voltage')
  await expect(page.getByText('1 result for "voltage"')).toBeVisible()
  await expect(cards(page)).toHaveCount(1)
  await search.fill('nobody here')
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear Search' }).click()
  expect(await cards(page).count()).toBeGreaterThanOrEqual(5)
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('Enter in the search box asks the site\'s search for artists', async ({ page }) => {
    await page.goto('/artists')
    await page.getByRole('searchbox', { name: 'Search artists' }).fill('voltage')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?type=artists&q=voltage$/)
    await expect(page.getByRole('link', { name: 'Voltage Choir' })).toBeVisible()
  })

  test('an album chip leads to the album’s own page, and no lead says it goes to the albums page', async ({ page }) => {
    await page.goto('/artists')
    await expect(page.getByText(PICK_LEAD)).toBeHidden()
    const chip = cards(page).getByRole('list', { name: 'Albums by Null Pointer' }).getByRole('link').first()
    const title = (await chip.textContent())!.trim()
    await chip.click()
    await expect(page).toHaveURL(/\/albums\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })
})

test('the page explains the science behind the music', async ({ page }) => {
  await page.goto('/artists')
  await expect(page.getByRole('heading', { level: 2, name: 'The Science Behind the Music' })).toBeVisible()
})

test('artist cards cycle through three colours and link out to Spotify', async ({ page }) => {
  await page.goto('/artists')
  const accents = await cards(page).getByRole('article').evaluateAll((all) => all.map((el) => el.getAttribute('data-accent')))
  expect(new Set(accents).size).toBeGreaterThan(1)
  const spotify = cards(page).first().getByRole('link', { name: /Open on Spotify/ })
  await expect(spotify).toHaveAttribute('href', /^https:\/\/open\.spotify\.com\/artist\//)
  await expect(spotify).toHaveAttribute('target', '_blank')
})

test('shared links and search engines get the artists', async ({ page }) => {
  await page.goto('/artists')
  expect(await expectShareTags(page, 'Artists · Machine Soul')).toMatch(/^https?:\/\//)
  const artists = await jsonLdItems(page)
  expect(artists.length).toBeGreaterThanOrEqual(5)
  for (const artist of artists) expect(artist).toMatchObject({ '@type': 'MusicGroup', name: expect.any(String) })
})

test('an empty catalogue has no featured artists yet', async ({ page }) => {
  await page.goto(`${EMPTY_SITE}/artists`)
  await expect(page.getByRole('heading', { name: 'No Featured Artists Yet' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'The Science Behind the Music' })).toBeVisible()
})

test('an address with ?q= opens the page searched, and the search typed stays in the address to share', async ({ page }) => {
  await visit(page, '/artists?q=Aurora%20Circuit')
  const box = page.getByLabel('Search artists')
  await expect(box).toHaveValue('Aurora Circuit')
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).getByRole('heading', { name: 'Aurora Circuit' })).toBeVisible()
  await box.fill('null pointer')
  await expect(page).toHaveURL('/artists?q=null+pointer')
  await expect(cards(page).getByRole('heading', { name: 'Null Pointer' })).toBeVisible()
  await box.fill('')
  await expect(page).toHaveURL('/artists')
  expect(await cards(page).count()).toBeGreaterThanOrEqual(5)
})
