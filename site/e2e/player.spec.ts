import { expect, test, type Page } from '@playwright/test'
import { blockSpotify, EMPTY_SITE, holdScripts, openNavigation, visit } from './fixtures'

const EMBED = /^https:\/\/open\.spotify\.com\/embed\/album\/[A-Za-z0-9]+$/

/** The player card and its parts, found the way a screen-reader user would. */
function player(page: Page) {
  const card = page.getByRole('region', { name: 'Music player' })
  return {
    card,
    header: card.locator('button[aria-expanded]'),
    play: card.getByRole('button', { name: 'Play', exact: true }),
    pause: card.getByRole('button', { name: 'Pause', exact: true }),
    shuffle: card.getByRole('button', { name: 'Shuffle', exact: true }),
    skipRandom: card.getByRole('button', { name: 'Skip to a random album' }),
    next: card.getByRole('button', { name: 'Next album' }),
    frame: card.locator('iframe'),
    position: card.getByText(/^Album \d+ of \d+/),
  }
}

/** "Album 3 of 12" -> [3, 12] */
async function positionOf(page: Page): Promise<[number, number]> {
  const text = await player(page).position.textContent()
  const [, position, total] = /Album (\d+) of (\d+)/.exec(text ?? '') ?? []
  expect(position, `position line: ${text}`).toBeDefined()
  return [Number(position), Number(total)]
}

test.beforeEach(async ({ page }) => {
  await blockSpotify(page)
})

test('starts collapsed with no album, shuffle on', async ({ page }) => {
  await visit(page, '/')
  const p = player(page)
  await expect(p.card).toBeVisible()
  await expect(p.header).toHaveAttribute('aria-expanded', 'false')
  await expect(p.header).toContainText('Press play')
  await expect(p.shuffle).toHaveAttribute('aria-pressed', 'true')
  await expect(p.play).toBeEnabled()
  await expect(p.skipRandom).toBeEnabled()
  await expect(p.frame).toHaveCount(0)
})

test('play picks an album, opens the card and embeds it; pause removes the embed', async ({ page }) => {
  await visit(page, '/')
  const p = player(page)
  await p.play.click()
  await expect(p.header).toHaveAttribute('aria-expanded', 'true')
  await expect(p.header).toContainText('Now playing')
  await expect(p.frame).toHaveAttribute('src', EMBED)
  await expect(p.frame).toHaveAttribute('height', '152')
  await expect(p.frame).toHaveAttribute('loading', 'lazy')
  await expect(p.frame).toHaveAttribute('allow', 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture')
  await expect(p.frame).toHaveAttribute('title', /^Spotify player: .+/)
  await expect(p.frame).toHaveJSProperty('offsetHeight', 152)

  await p.pause.click()
  await expect(p.header).toContainText('Paused')
  await expect(p.frame).toHaveCount(0)
  await expect(p.play).toBeVisible()

  await p.play.click()
  await expect(p.frame).toHaveAttribute('src', EMBED)
})

test('Play cannot be pressed before the page has come alive, and plays at the first press after', async ({ page }) => {
  // On a slow phone the page shows before Next's scripts have run, and a press then would reach no
  // handler: the controls stay disabled until React has taken the page over. The scripts are held
  // back here, so that the page is surely seen before they run.
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  const p = player(page)
  await expect(p.play).toBeVisible()
  await expect(p.play).toBeDisabled()
  await expect(p.card).toHaveAttribute('aria-busy', 'true')
  release()
  // Playwright presses as soon as the button is enabled: the first press a visitor could make.
  await p.play.click()
  await expect(page).toHaveURL('/')
  await expect(p.header).toContainText('Now playing')
  await expect(p.frame).toHaveAttribute('src', EMBED)
})

test('Skip waits for the album list, which is read once the page has loaded, before any reach for the player', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route('**/api/albums', async (route) => {
    asked = true
    await held
    await route.continue()
  })
  await visit(page, '/about')
  const p = player(page)
  await expect.poll(() => asked).toBe(true)
  // SPEC §4: disabled while the list is not loaded; Play reads it at a press.
  await expect(p.skipRandom).toBeDisabled()
  await expect(p.play).toBeEnabled()
  release()
  await expect(p.skipRandom).toBeEnabled()
  await p.skipRandom.click()
  await expect(p.header).toContainText('Now playing')
})

test('the header collapses and expands the card, keyboard too', async ({ page }) => {
  await visit(page, '/')
  const p = player(page)
  await p.play.click()
  await expect(p.frame).toBeVisible()

  await p.header.click()
  await expect(p.header).toHaveAttribute('aria-expanded', 'false')
  await expect(p.frame).toBeHidden()
  // Collapsing only hides the card: the embed (and its sound) stays.
  await expect(p.frame).toHaveCount(1)

  await p.header.focus()
  await page.keyboard.press('Enter')
  await expect(p.header).toHaveAttribute('aria-expanded', 'true')
  await expect(p.frame).toBeVisible()
})

test('Tab never leaves the focused control hidden under the open player card', async ({ page }) => {
  await visit(page, '/albums')
  const p = player(page)
  await p.play.click()
  await expect(p.frame).toBeVisible()
  // From the search box down through the featured album and the grid's cards.
  await page.locator('main input').first().focus()
  const hidden: string[] = []
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab')
    const covered = await page.evaluate(() => {
      const focused = document.activeElement
      const card = document.querySelector('[aria-label="Music player"]')
      if (!focused || !card || focused === document.body || card.contains(focused)) return null
      // Hidden when what shows at the control's centre is the player card.
      const box = focused.getBoundingClientRect()
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return onTop && card.contains(onTop) ? (focused.getAttribute('aria-label') ?? focused.textContent ?? focused.tagName) : null
    })
    if (covered) hidden.push(covered)
  }
  expect(hidden).toEqual([])
})

test('shuffle toggles, and names the skip button after what it does', async ({ page }) => {
  await visit(page, '/')
  const p = player(page)
  await p.shuffle.click()
  await expect(p.shuffle).toHaveAttribute('aria-pressed', 'false')
  await expect(p.next).toBeVisible()
  await p.shuffle.click()
  await expect(p.shuffle).toHaveAttribute('aria-pressed', 'true')
  await expect(p.skipRandom).toBeVisible()
})

test('skip with shuffle on keeps a valid album playing', async ({ page }) => {
  await visit(page, '/')
  const p = player(page)
  await p.skipRandom.click()
  await expect(p.header).toHaveAttribute('aria-expanded', 'true')
  for (let i = 0; i < 3; i++) {
    await p.skipRandom.click()
    const [position, total] = await positionOf(page)
    expect(position).toBeGreaterThanOrEqual(1)
    expect(position).toBeLessThanOrEqual(total)
    await expect(p.frame).toHaveAttribute('src', EMBED)
  }
})

test('with shuffle off, skip goes to the next album in order and wraps', async ({ page }) => {
  await visit(page, '/')
  const p = player(page)
  await p.play.click()
  // Let the card finish opening (it moves the controls on a phone) before the next presses.
  await expect(p.frame).toHaveAttribute('src', EMBED)
  await p.shuffle.click()
  await expect(p.shuffle).toHaveAttribute('aria-pressed', 'false')
  const [start, total] = await positionOf(page)
  for (let step = 1; step <= 3; step++) {
    await p.next.click()
    await expect(p.position).toHaveText(new RegExp(`^Album ${((start - 1 + step) % total) + 1} of ${total}`))
  }
})

test('keeps its album across a client-side navigation', async ({ page }) => {
  await visit(page, '/')
  const p = player(page)
  await p.play.click()
  await expect(p.frame).toHaveAttribute('src', EMBED)
  const nowPlaying = (await p.header.textContent()) ?? ''
  const src = (await p.frame.getAttribute('src')) ?? ''

  const nav = await openNavigation(page)
  await nav.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/about')
  await expect(p.header).toHaveText(nowPlaying)
  await expect(p.frame).toHaveAttribute('src', src)
  await expect(p.pause).toBeVisible()
})

test('on an empty site there is nothing to play', async ({ page }) => {
  await visit(page, EMPTY_SITE + '/')
  const p = player(page)
  // The album list is read once the page has loaded, with no press.
  await expect(p.header).toContainText('No albums yet')
  await expect(p.play).toBeDisabled()
  await expect(p.skipRandom).toBeDisabled()
  await p.header.click()
  await expect(p.card.getByText('There is nothing to play yet.')).toBeVisible()
  await expect(p.frame).toHaveCount(0)
})

test('the footer stays reachable under the player', async ({ page }) => {
  await visit(page, '/about')
  const p = player(page)
  await p.play.click()
  await expect(p.frame).toBeVisible()
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })
  await footerLink.scrollIntoViewIfNeeded()
  const [link, card] = await Promise.all([footerLink.boundingBox(), p.card.boundingBox()])
  // At the end of the page the card rests above the footer instead of covering it.
  expect(link && card && link.y >= card.y + card.height).toBe(true)
})

test("an album page's own player takes the focus from its button, and one Spotify player plays at a time", async ({ page }) => {
  await visit(page, '/albums/signals-from-the-quiet-hour')
  const p = player(page)
  const main = page.getByRole('main')
  const playHere = main.getByRole('button', { name: 'Play here with Spotify' })
  const pageFrame = main.locator('iframe')
  await expect(playHere).toBeEnabled()
  await playHere.focus()
  await page.keyboard.press('Enter')
  await expect(pageFrame).toHaveAttribute('title', 'Spotify player: Signals from the Quiet Hour')
  await expect(pageFrame).toBeFocused()

  // The sticky player starts: the page's player gives way to it.
  await p.play.click()
  await expect(p.frame).toHaveAttribute('src', EMBED)
  await expect(pageFrame).toHaveCount(0)
  await expect(playHere).toBeVisible()

  // And the other way round.
  await playHere.click()
  await expect(pageFrame).toHaveCount(1)
  await expect(p.frame).toHaveCount(0)
  await expect(p.header).toContainText('Paused')
})
