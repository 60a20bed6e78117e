import { expect, test, type Page } from '@playwright/test'
import { EMPTY_SITE, visit } from './fixtures'
import { expectShareTags, jsonLdItems } from './pageData'

const LATEST = 'Signals from the Quiet Hour'

test('the hero pitches the collective, links to Spotify in a new tab and to the lyric form', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Machine Soul — AI-generated music, every Monday')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('revolution')
  const hero = page.getByRole('region', { name: /revolution/ })
  await expect(hero.getByText(/every monday/i).first()).toBeVisible()
  const spotify = hero.getByRole('link', { name: /Listen on Spotify/ })
  await expect(spotify).toHaveAttribute('href', 'https://open.spotify.com/search/Machine%20Soul%20Collective')
  await expect(spotify).toHaveAttribute('target', '_blank')
  await expect(hero.getByRole('link', { name: 'Submit Your Lyrics' })).toHaveAttribute('href', '/submit')
})

/** The hero's wave: each bar's left edge and height, left to right. */
async function waveBars(page: Page) {
  const wave = page.getByRole('region', { name: /revolution/ }).locator('[aria-hidden="true"]').last()
  return wave.evaluate((element) => {
    const bars = [...element.querySelectorAll(':scope > span > span')].map((bar) => bar.getBoundingClientRect())
    return { bars: bars.sort((a, b) => a.left - b.left).map((bar) => ({ left: bar.left, height: bar.height })), animations: element.getAnimations({ subtree: true }).length }
  })
}

test('the hero wave has 36 bars side by side, which breathe once the page is alive and stand still for less motion', async ({ page }) => {
  await visit(page, '/')
  await expect.poll(async () => (await waveBars(page)).animations).toBe(9)
  const { bars } = await waveBars(page)
  expect(bars).toHaveLength(36)
  for (let i = 1; i < bars.length; i++) expect(bars[i]!.left).toBeGreaterThan(bars[i - 1]!.left + 1)
  // Not one height for all: a wave (22–100% of the frame), not a flat row.
  expect(new Set(bars.map((bar) => Math.round(bar.height))).size).toBeGreaterThan(10)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  await expect.poll(async () => (await waveBars(page)).animations).toBe(0)
})

test('the latest album is featured until another one is clicked, and again after a reload', async ({ page }) => {
  await visit(page, '/')
  const featured = page.getByRole('article', { name: /^Featured album:/ })
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(LATEST)

  // Below the hero on every screen: its cover waits until reached, the first screen comes first.
  await expect(featured.getByRole('img', { name: `Cover of ${LATEST}` })).toHaveAttribute('loading', 'lazy')

  const collection = page.getByRole('list', { name: 'Latest albums' })
  await expect(collection.getByRole('listitem')).toHaveCount(4)
  await expect(collection.getByRole('button', { name: `Feature ${LATEST}` })).toHaveAttribute('aria-pressed', 'true')

  await collection.getByRole('button', { name: 'Feature Overclocked Hearts' }).click()
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText('Overclocked Hearts')
  await expect(collection.getByRole('button', { name: 'Feature Overclocked Hearts' })).toHaveAttribute('aria-pressed', 'true')
  await expect(featured).toBeInViewport()

  await page.reload()
  await expect(page.getByRole('article', { name: /^Featured album:/ }).getByRole('heading', { level: 3 })).toHaveText(LATEST)
})

test('an album card can be featured from the keyboard', async ({ page }) => {
  await visit(page, '/')
  const card = page.getByRole('button', { name: 'Feature Segfault Lullabies' })
  await card.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('article', { name: 'Featured album: Segfault Lullabies' })).toBeVisible()
})

test('View All Albums leads to /albums', async ({ page }) => {
  await visit(page, '/')
  await page.getByRole('link', { name: 'View All Albums' }).click()
  await expect(page).toHaveURL('/albums')
  await expect(page.getByRole('heading', { level: 1, name: 'Albums' })).toBeVisible()
})

test('three artists are featured, with their model and a share button', async ({ page }) => {
  await page.goto('/')
  const artists = page.getByRole('list', { name: 'Featured artists' }).getByRole('listitem')
  await expect(artists).toHaveCount(3)
  const first = artists.first()
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('Machine Soul Collective')
  await expect(first.getByRole('img', { name: 'Portrait of Machine Soul Collective' })).toBeVisible()
  await expect(first.getByRole('button', { name: 'Share Machine Soul Collective' })).toBeVisible()
})

test('the about section counts the albums and the artists', async ({ page }) => {
  await page.goto('/')
  const about = page.getByRole('region', { name: 'About Machine Soul' })
  await expect(about.getByRole('definition').first()).toHaveText(/^\d+$/)
  await expect(about.getByRole('term').first()).toHaveText('Albums released')
  const albums = Number(await about.getByRole('definition').first().textContent())
  expect(albums).toBeGreaterThanOrEqual(12)
})

test('shared links preview with the latest cover, and the albums are described for search engines', async ({ page }) => {
  await page.goto('/')
  const image = await expectShareTags(page, 'Machine Soul — AI-generated music, every Monday')
  expect(image).toMatch(/^https?:\/\/.+\/demo\/covers\/signals-from-the-quiet-hour\.webp$/)
  const albums = await jsonLdItems(page)
  expect(albums).toHaveLength(4)
  expect(albums[0]).toMatchObject({
    '@type': 'MusicAlbum',
    name: LATEST,
    byArtist: { '@type': 'MusicGroup', name: 'Aurora Circuit' },
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    image: expect.stringMatching(/^https?:\/\//),
    url: expect.stringMatching(/\/albums\/signals-from-the-quiet-hour$/),
    sameAs: expect.stringMatching(/^https:\/\/open\.spotify\.com\/album\//),
  })
})

test('an empty catalogue says there are no albums or artists yet', async ({ page }) => {
  await page.goto(`${EMPTY_SITE}/`)
  await expect(page.getByRole('heading', { name: 'No albums yet' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No artists yet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View All Albums' })).toHaveCount(0)
  const about = page.getByRole('region', { name: 'About Machine Soul' })
  await expect(about.getByRole('definition').nth(0)).toHaveText('0')
  await expect(about.getByRole('definition').nth(1)).toHaveText('0')
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
})
