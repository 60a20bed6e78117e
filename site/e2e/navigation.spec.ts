import { expect, test } from '@playwright/test'
import { accountMenu, createAccount, holdScripts, hydrated, isPhone, landedAt, openNavigation, PASSWORD, uniqueEmail, visit } from './fixtures'

const LINKS = ['Albums', 'Artists', 'Blog', 'About', 'Submit Lyrics', 'Contact']

test('the navigation lists the sections in order and marks the current one', async ({ page }) => {
  await visit(page, '/albums')
  const nav = await openNavigation(page)
  await expect(nav.getByRole('link')).toHaveText(LINKS)
  await expect(nav.getByRole('link', { name: 'Albums' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
})

test('an article marks Blog as current', async ({ page }) => {
  await visit(page, '/blog/some-article')
  const nav = await openNavigation(page)
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
})

test('the brand title leads home', async ({ page }) => {
  await visit(page, '/contact')
  await page.getByRole('banner').getByRole('link', { name: 'Machine Soul' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('revolution')
})

test('on a phone the brand name never slides under the header’s controls, however narrow the screen', async ({ page }) => {
  // From 360 px, where the name shows, to the widest phone; the search there is a button.
  for (const width of [360, 375, 390, 412]) {
    await page.setViewportSize({ width, height: 800 })
    await visit(page, '/about')
    const header = page.getByRole('banner')
    const name = await header.getByRole('link', { name: 'Machine Soul' }).locator('span').boundingBox()
    const controls = await header.getByRole('button').first().boundingBox()
    expect(name && controls, `width ${width}`).toBeTruthy()
    expect(name!.x + name!.width, `width ${width}: the name ends past the first control's start`).toBeLessThanOrEqual(controls!.x)
  }
})

test("signed in, the account menu shows the visitor's name whole or not at all, at every width", async ({ page }) => {
  // A short name: a long one is cut with an ellipsis by design, as on a wide screen.
  const firstName = 'Wes'
  await createAccount(page, { firstName, email: uniqueEmail(), password: PASSWORD })
  await landedAt(page, '/')
  for (const width of [360, 390, 412, 430, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    const shown = await accountMenu(page, firstName).getByText(firstName).evaluate((name) => ({
      visible: name.getClientRects().length > 0,
      cut: name.scrollWidth > name.clientWidth,
    }))
    expect(shown.visible && shown.cut, `width ${width}: the name is cut`).toBe(false)
    if (width === 1280) expect(shown.visible).toBe(true)
  }
})

test('the landing page shows how many albums and artists there are', async ({ page }) => {
  await page.goto('/')
  const about = page.getByRole('region', { name: 'About Machine Soul' })
  await expect(about.getByText('Albums released')).toBeVisible()
  await expect(about.getByText('AI artists')).toBeVisible()
})

const PAGES = [
  ['/', 'Machine Soul — AI-generated music, every Monday'],
  ['/albums', 'Albums · Machine Soul'],
  ['/artists', 'Artists · Machine Soul'],
  ['/blog', 'Neural Chronicles · Machine Soul'],
  ['/blog/some-article', 'Article Not Found · Machine Soul'],
  ['/about', 'About · Machine Soul'],
  ['/submit', 'Submit Lyrics · Machine Soul'],
  ['/contact', 'Contact · Machine Soul'],
  ['/login', 'Sign in · Machine Soul'],
] as const

for (const [path, title] of PAGES) {
  test(`${path} has its own title and one main heading`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  })
}

test('the footer carries the quick links and the Spotify link', async ({ page }) => {
  await page.goto('/albums')
  const footer = page.getByRole('contentinfo')
  const quick = footer.getByRole('navigation', { name: 'Quick links' })
  await expect(quick.getByRole('link')).toHaveText(['Albums', 'Artists', 'Submit Lyrics', 'About', 'Contact'])
  await expect(quick.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/')
  const spotify = footer.getByRole('link', { name: /Spotify/ })
  await expect(spotify).toHaveAttribute('href', 'https://open.spotify.com/search/Machine%20Soul%20Collective')
  await expect(spotify).toHaveAttribute('target', '_blank')
  // Placeholders are text, not links that go nowhere.
  await expect(footer.getByText('Privacy Policy')).toBeVisible()
  await expect(footer.getByRole('link', { name: /Privacy Policy|FAQ|Terms of Service/ })).toHaveCount(0)
})

test.describe('phone drawer', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 768, 'the drawer is for small screens')

  test('opens with the links and closes when one is chosen', async ({ page }) => {
    await visit(page, '/')
    const button = page.getByRole('button', { name: 'Open menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')

    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer.getByRole('link')).toHaveText(['Machine Soul', ...LINKS])
    await drawer.getByRole('link', { name: 'Artists' }).click()

    await expect(page).toHaveURL('/artists')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible()
  })

  test('before its scripts have come the menu shows the links; once they have, it opens the drawer', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/about', { waitUntil: 'commit' })
    await page.getByRole('banner').getByRole('link', { name: 'Open menu' }).click()
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('list').getByRole('link')).toHaveText(LINKS)
    release()
    await hydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' })).toBeFocused()
  })

  test('closes with Escape or a tap beside it, giving focus back to the menu button', async ({ page }) => {
    await visit(page, '/about')
    const button = page.getByRole('button', { name: 'Open menu' })
    const drawer = page.getByRole('dialog', { name: 'Menu' })

    await button.click()
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await expect(drawer).toBeVisible()
    await page.mouse.click(20, 400)
    await expect(drawer).toBeHidden()
  })
})

test.describe('without JavaScript', () => {
  // A no-script reader, or a phone whose scripts have not arrived yet.
  test.use({ javaScriptEnabled: false })

  test('the menu button shows the site’s links on a phone; wide screens have them in the bar', async ({ page }) => {
    await page.goto('/about')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    const menu = page.getByRole('banner').getByRole('link', { name: 'Open menu' })
    const close = nav.getByRole('link', { name: 'Close menu' })
    if (isPhone(page)) {
      await expect(nav).toBeHidden()
      await menu.click()
      await close.click()
      await expect(nav).toBeHidden()
      await menu.click()
    } else {
      await expect(menu).toBeHidden()
    }
    await expect(close).toHaveCount(isPhone(page) ? 1 : 0)
    await expect(nav.getByRole('list').getByRole('link')).toHaveText(LINKS)
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test('wide screens show the links in the bar, without a menu button', async ({ page }) => {
  test.skip(isPhone(page), 'phones use the drawer')
  await visit(page, '/')
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Submit Lyrics' })).toBeVisible()
})

test('the links sit in the bar only where they fit beside the brand and the controls, and in the menu below that', async ({ page }) => {
  test.skip(isPhone(page), 'the widths are set here')
  await visit(page, '/about')
  const banner = page.getByRole('banner')
  const menu = banner.getByRole('button', { name: 'Open menu' })
  // The list keeps the Admin link's place for everyone: as wide as an admin's.
  const links = banner.getByRole('navigation', { name: 'Main' }).getByRole('list')
  for (const width of [768, 900, 1024, 1100, 1279, 1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    if (width < 1280) {
      await expect(menu, `width ${width}`).toBeVisible()
      await expect(links, `width ${width}`).toBeHidden()
      continue
    }
    await expect(menu, `width ${width}`).toBeHidden()
    const [brand, list, search] = await Promise.all([
      banner.getByRole('link', { name: 'Machine Soul' }).boundingBox(),
      links.boundingBox(),
      banner.getByRole('search', { name: 'Site search' }).boundingBox(),
    ])
    expect(brand!.x + brand!.width, `width ${width}: the links start under the brand`).toBeLessThanOrEqual(list!.x)
    expect(list!.x + list!.width, `width ${width}: the links end under the search`).toBeLessThanOrEqual(search!.x)
  }
})

test.describe('on a phone-wide screen, before the scripts have come', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  // Each is a link until React has taken the page over, then a button: a new element.
  for (const name of ['Open menu', 'Search']) {
    test(`${name}, reached before then, keeps focus as it becomes a button`, async ({ page }) => {
      const release = await holdScripts(page)
      await page.goto('/about', { waitUntil: 'commit' })
      await page.getByRole('banner').getByRole('link', { name }).focus()
      release()
      await hydrated(page)
      await expect(page.getByRole('banner').getByRole('button', { name })).toBeFocused()
    })
  }
})

test.describe('on the narrowest phones (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the mark alone links home, still named, clear of Sign In', async ({ page }) => {
    await visit(page, '/about')
    const brand = page.getByRole('banner').getByRole('link', { name: 'Machine Soul' })
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' })
    await expect(signIn).toBeVisible()
    const [mark, button] = [await brand.boundingBox(), await signIn.boundingBox()]
    expect(mark!.x + mark!.width).toBeLessThanOrEqual(button!.x)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  test('no page is wider than the screen', async ({ page }, testInfo) => {
    // The same 320 px in both projects: the phone's alone, a touch screen as such phones have.
    test.skip(testInfo.project.name !== 'phone', 'The phone project checks it.')
    const pages = ['/', '/albums', '/albums/overclocked-hearts', '/artists', '/blog', '/blog/how-we-make-an-album-in-seven-days', '/about', '/submit', '/contact', '/search?q=choir', '/login', '/no-such-page']
    for (const path of pages) {
      await visit(page, path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320)
    }
  })
})
