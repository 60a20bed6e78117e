import { expect, test, type Page } from '@playwright/test'
import { ADMIN_SITE, E2E_ADMIN, EMPTY_SITE, holdScripts, hydrated, submitSignIn, visit, watchForMessage } from './fixtures'
import { ADMIN_TEST_OPTIONS, ADMIN_STATES, adminList, adminSettled, adminToast, openAdmin, openAdminPanel } from './adminFixtures'

test.use(ADMIN_TEST_OPTIONS)

const albumForm = (page: Page) => page.getByRole('form', { name: /^(Add|Edit) album$/ })
const importBox = (page: Page) => page.getByRole('region', { name: 'Import from Spotify' })

async function extract(page: Page, url: string) {
  await importBox(page).getByLabel('Spotify album URL').fill(url)
  await importBox(page).getByRole('button', { name: 'Extract' }).click()
}

/** Today as the form's date input holds it, in the browser's own calendar. */
const today = (page: Page) =>
  page.evaluate(() => {
    const now = new Date()
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  })

test.describe('Albums tab', () => {
  test.beforeEach(async ({ page }) => openAdminPanel(page, 'albums'))

  test('adds an album by hand; a missing release date becomes today', async ({ page }) => {
    const title = `Hand Made ${Date.now()}`
    const form = albumForm(page)
    await expect(form.getByLabel('Release date')).toHaveValue(await today(page))
    await form.getByLabel('Title').fill(title)
    await form.getByLabel('Artist', { exact: true }).selectOption({ label: 'Voltage Choir' })
    await form.getByLabel('Release date').fill('')
    await form.getByRole('button', { name: 'Add Album' }).click()
    await expect(adminToast(page, 'Album added successfully')).toBeVisible()

    const item = adminList(page, 'Current Albums').getByRole('listitem').filter({ hasText: title })
    await expect(item).toContainText('Voltage Choir')
    const longToday = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date()),
    )
    await expect(item).toContainText(longToday)
    // Back to an empty form, ready for the next album.
    await expect(form.getByLabel('Title')).toHaveValue('')
    await expect(form.getByLabel('Artist', { exact: true })).toHaveValue('')
  })

  test('Edit fills the form, a save updates the album and returns to create mode', async ({ page }) => {
    const title = `To Edit ${Date.now()}`
    const form = albumForm(page)
    await form.getByLabel('Title').fill(title)
    await form.getByLabel('Artist', { exact: true }).selectOption({ label: 'Aurora Circuit' })
    await form.getByLabel('Release date').fill('2026-03-02')
    await form.getByRole('button', { name: 'Add Album' }).click()
    await expect(adminToast(page, 'Album added successfully')).toBeVisible()
    // A fresh form, with the caret in its first field for the next album.
    await expect(form.getByLabel('Title')).toBeFocused()

    await page.getByRole('button', { name: `Edit ${title}` }).click()
    await expect(page.getByRole('form', { name: 'Edit album' })).toBeVisible()
    await expect(form.getByLabel('Title')).toHaveValue(title)
    await expect(form.getByLabel('Release date')).toHaveValue('2026-03-02')
    await expect(importBox(page)).toHaveCount(0)
    await form.getByLabel('Title').fill(`${title} (Deluxe)`)
    await form.getByRole('button', { name: 'Update Album' }).click()
    await expect(adminToast(page, 'Album updated successfully')).toBeVisible()
    await expect(page.getByRole('form', { name: 'Add album' })).toBeVisible()
    await expect(page.getByRole('button', { name: `Edit ${title} (Deluxe)` })).toBeFocused()
    await expect(adminList(page, 'Current Albums')).toContainText(`${title} (Deluxe)`)
    await expect(adminList(page, 'Current Albums').getByRole('listitem').filter({ hasText: title })).toContainText('March 2, 2026')
  })

  test('Next Monday schedules the album: a Scheduled badge with its moment, and no visitor sees it yet', async ({ page, browser }) => {
    const title = `Next Week ${Date.now()}`
    const form = albumForm(page)
    await form.getByLabel('Title').fill(title)
    await form.getByLabel('Artist', { exact: true }).selectOption({ label: 'Null Pointer' })
    await form.getByRole('button', { name: 'Next Monday' }).click()
    const monday = await form.getByLabel('Release date').inputValue()
    expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1)
    await form.getByRole('button', { name: 'Add Album' }).click()
    await expect(adminToast(page, 'Album added successfully')).toBeVisible()

    const item = adminList(page, 'Current Albums').getByRole('listitem').filter({ hasText: title })
    await expect(item).toContainText('Scheduled')
    await expect(item).toContainText(/Goes live Mon, /)

    // A page of its own, without the admin's cookies the test's options would give it.
    const visitor = await browser.newPage({ baseURL: ADMIN_SITE, storageState: { cookies: [], origins: [] } })
    expect(await (await visitor.request.get('/api/albums')).text()).not.toContain(title)
    await visitor.goto('/albums')
    await expect(visitor.getByText(/^Next album in /)).toBeVisible()
    await expect(visitor.getByText(title)).toHaveCount(0)
    await visitor.close()
  })

  test('an album switched off is marked Inactive in the list', async ({ page }) => {
    const title = `Switched Off ${Date.now()}`
    const form = albumForm(page)
    await form.getByLabel('Title').fill(title)
    await form.getByLabel('Artist', { exact: true }).selectOption({ label: 'Aurora Circuit' })
    await form.getByLabel('Active (shown on the site)').uncheck()
    await form.getByRole('button', { name: 'Add Album' }).click()
    await expect(adminToast(page, 'Album added successfully')).toBeVisible()
    await expect(adminList(page, 'Current Albums').getByRole('listitem').filter({ hasText: title })).toContainText('Inactive')
  })

  test('Cancel leaves edit mode with an empty form and changes nothing', async ({ page }) => {
    await page.getByRole('button', { name: 'Edit Signals from the Quiet Hour' }).click()
    const form = page.getByRole('form', { name: 'Edit album' })
    await form.getByLabel('Title').fill('Not saved')
    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('form', { name: 'Add album' }).getByLabel('Title')).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Edit Signals from the Quiet Hour' })).toBeFocused()
    await expect(adminList(page, 'Current Albums')).toContainText('Signals from the Quiet Hour')
    await expect(adminList(page, 'Current Albums')).not.toContainText('Not saved')
  })

  test('a title of 255 characters without a space wraps in the edit card: nothing runs off the screen', async ({ page }) => {
    const title = `W${Date.now()}${'W'.repeat(240)}`.slice(0, 255)
    const form = albumForm(page)
    await form.getByLabel('Title').fill(title)
    await form.getByLabel('Artist', { exact: true }).selectOption({ label: 'Aurora Circuit' })
    await form.getByRole('button', { name: 'Add Album' }).click()
    await expect(adminToast(page, 'Album added successfully')).toBeVisible()
    await page.getByRole('button', { name: `Edit ${title}` }).click()
    await expect(page.getByText(`Editing “${title}”.`)).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const spotify = await page.getByRole('form', { name: 'Edit album' }).getByLabel('Spotify URL').boundingBox()
    expect(spotify!.x + spotify!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
  })

  test('the server refuses a bad album with its message, and the form keeps what was typed', async ({ page }) => {
    const form = albumForm(page)
    await form.getByLabel('Title').fill('Bad cover')
    await form.getByLabel('Artist', { exact: true }).selectOption({ label: 'Aurora Circuit' })
    await form.getByLabel('Cover image URL').fill('javascript:alert(1)')
    await form.getByRole('button', { name: 'Add Album' }).click()
    await expect(adminToast(page, 'Error')).toBeVisible()
    await expect(form.getByLabel('Title')).toHaveValue('Bad cover')
  })

  test('a release date before the year 1000 is refused by the form itself, and nothing is sent', async ({ page }) => {
    const form = albumForm(page)
    await form.getByLabel('Title').fill('Ancient')
    await form.getByLabel('Artist', { exact: true }).selectOption({ label: 'Aurora Circuit' })
    const day = form.getByLabel('Release date')
    await day.fill('0500-01-01')
    let sent = false
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/albums')) sent = true
    })
    await form.getByRole('button', { name: 'Add Album' }).click()
    expect(await day.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true)
    await expect(form.getByLabel('Title')).toHaveValue('Ancient')
    expect(sent).toBe(false)
  })

  test('imports an album whose artist exists: the form is filled and the box cleared', async ({ page }) => {
    await extract(page, 'https://open.spotify.com/album/KnownArtist1')
    await expect(adminToast(page, 'Album Info Extracted')).toBeVisible()
    const review = page.getByRole('group', { name: 'Extracted album' })
    await expect(review).toContainText('Signals Reprised')
    await expect(review).toContainText('Aurora Circuit')
    // The keyboard goes on from what was extracted, then from the filled form.
    await expect(review).toBeFocused()
    await review.getByRole('button', { name: 'Import This Album' }).press('Enter')
    await expect(adminToast(page, 'Album Imported')).toBeVisible()

    const form = albumForm(page)
    await expect(form.getByLabel('Title')).toHaveValue('Signals Reprised')
    await expect(form.getByLabel('Title')).toBeFocused()
    await expect(form.getByLabel('Artist', { exact: true }).locator('option:checked')).toHaveText('Aurora Circuit')
    await expect(form.getByLabel('Featured artist')).toHaveValue('Aurora Circuit')
    await expect(form.getByLabel('Release date')).toHaveValue('2026-11-09')
    await expect(form.getByLabel('Spotify URL')).toHaveValue('https://open.spotify.com/album/KnownArtist1')
    await expect(importBox(page).getByLabel('Spotify album URL')).toHaveValue('')
    await expect(page.getByLabel('Extracted album')).toHaveCount(0)
  })

  test('an unknown artist is credited to the collective as featured artist; a missing cover gets the default', async ({ page }) => {
    await extract(page, 'spotify:album:NewArtist1')
    await page.getByRole('button', { name: 'Import This Album' }).click()
    await expect(adminToast(page, 'Artist Not Found')).toBeVisible()
    const form = albumForm(page)
    await expect(form.getByLabel('Artist', { exact: true }).locator('option:checked')).toHaveText('Machine Soul Collective')
    await expect(form.getByLabel('Featured artist')).toHaveValue('Someone New')

    await extract(page, 'https://open.spotify.com/album/NoCover1')
    await page.getByRole('button', { name: 'Import This Album' }).click()
    await expect(form.getByLabel('Cover image URL')).toHaveValue('/defaults/album-cover.webp')
  })

  test('a toast stays five seconds, as the site\'s do (SPEC §9)', async ({ page }) => {
    await page.clock.install()
    await importBox(page).getByRole('button', { name: 'Extract' }).click()
    const toast = adminToast(page, 'Missing URL')
    await expect(toast).toBeVisible()
    await page.clock.runFor(4_500)
    await expect(toast).toBeVisible()
    await page.clock.runFor(1_500)
    await expect(toast).toHaveCount(0)
  })

  test('tells what is wrong with a missing, invalid or failing URL', async ({ page }) => {
    await importBox(page).getByRole('button', { name: 'Extract' }).click()
    await expect(adminToast(page, 'Please enter a Spotify album URL')).toContainText('Missing URL')
    await extract(page, 'https://example.com/not-an-album')
    await expect(adminToast(page, 'Please enter a valid Spotify album URL')).toContainText('Invalid URL')
    // One toast at a time (SPEC §9): the new one took the earlier one's place.
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Missing URL' })).toHaveCount(0)
    await extract(page, 'https://open.spotify.com/album/Broken1')
    await expect(adminToast(page, 'Extraction Failed')).toBeVisible()
    await extract(page, 'https://open.spotify.com/album/Unknown1')
    await expect(adminToast(page, 'Extraction Failed').last()).toBeVisible()
    await expect(page.getByLabel('Extracted album')).toHaveCount(0)
  })
})

test.describe('the empty site', () => {
  test.use({ storageState: ADMIN_STATES.empty })

  test('on a site with no artists the import says so, and the lists show their empty texts', async ({ page }) => {
    await openAdminPanel(page, 'albums', EMPTY_SITE)
    await expect(page.getByText('No albums yet')).toBeVisible()
    await extract(page, 'https://open.spotify.com/album/KnownArtist1')
    await page.getByRole('button', { name: 'Import This Album' }).click()
    await expect(adminToast(page, 'No default artist found. Please create artists first or import manually.')).toContainText('Import Error')
    await expect(albumForm(page).getByLabel('Title')).toHaveValue('')
    await page.getByRole('tab', { name: 'Artists' }).click()
    await expect(page.getByText('No artists yet')).toBeVisible()
  })
})

test("Payload's own album editor has the import box, which fills its fields", async ({ page }) => {
  await openAdmin(page, '/admin/collections/albums/create')
  await extract(page, 'https://open.spotify.com/album/KnownArtist1')
  await page.getByRole('button', { name: 'Import This Album' }).click()
  await expect(page.locator('input[name="title"]')).toHaveValue('Signals Reprised')
  await expect(page.locator('input[name="featuredArtist"]')).toHaveValue('Aurora Circuit')
  await expect(page.locator('input[name="spotifyUrl"]')).toHaveValue('https://open.spotify.com/album/KnownArtist1')
})

test('the import box takes a URL only once the page is live, so nothing typed is lost', async ({ page }) => {
  // A slow phone or a busy machine: the server's HTML is there, React not yet.
  const release = await holdScripts(page)
  await page.goto('/admin/collections/albums/create', { waitUntil: 'domcontentloaded' })
  await expect(importBox(page).getByLabel('Spotify album URL')).toBeDisabled()
  release()
  // Typed the moment the field is live; Extract is pressed once the page holds still.
  await importBox(page).getByLabel('Spotify album URL').fill('https://open.spotify.com/album/KnownArtist1')
  await adminSettled(page)
  await importBox(page).getByRole('button', { name: 'Extract' }).click()
  await expect(importBox(page).getByLabel('Spotify album URL')).toHaveValue('https://open.spotify.com/album/KnownArtist1')
  await expect(page.getByRole('button', { name: 'Import This Album' })).toBeVisible()
})

test.describe('Artists tab', () => {
  test('adds an artist, who then lists with the model version or "Not specified"', async ({ page }) => {
    await openAdminPanel(page, 'artists')
    const form = page.getByRole('form', { name: 'Add artist' })
    await expect(form.getByLabel('Model version')).toHaveAttribute('placeholder', /GPT-4.*Claude-3/)
    const name = `Tensor Tide ${Date.now()}`
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('Description').fill('Tidal techno from a transformer.')
    await form.getByRole('button', { name: 'Add Artist' }).click()
    await expect(adminToast(page, 'Artist added successfully')).toBeVisible()
    const item = adminList(page, 'Current Artists').getByRole('listitem').filter({ hasText: name })
    await expect(item).toContainText('Tidal techno from a transformer.')
    await expect(item).toContainText('Model: Not specified')
    await expect(adminList(page, 'Current Artists').getByRole('listitem').filter({ hasText: 'Aurora Circuit' })).toContainText(
      'Model: Neural Network v2.3',
    )
    await expect(form.getByLabel('Name')).toHaveValue('')
  })

  test('a refused artist keeps the form and shows the reason', async ({ page }) => {
    await openAdminPanel(page, 'artists')
    const form = page.getByRole('form', { name: 'Add artist' })
    await form.getByLabel('Name').fill('Bad Link')
    await form.getByLabel('Spotify URL').fill('ftp://example.com/x')
    await form.getByRole('button', { name: 'Add Artist' }).click()
    await expect(adminToast(page, 'Error')).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveValue('Bad Link')
  })

  test('a description over 2,000 characters is told under the field and not sent, and none of it is cut', async ({ page }) => {
    await openAdminPanel(page, 'artists')
    const form = page.getByRole('form', { name: 'Add artist' })
    await form.getByLabel('Name').fill(`Verbose ${Date.now()}`)
    const description = form.getByLabel('Description')
    await description.fill('x'.repeat(2500))
    await expect(description).toHaveAccessibleDescription('At most 2,000 characters: this has 2,500.')
    await expect(description).toHaveAttribute('aria-invalid', 'true')
    let sent = false
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/artists')) sent = true
    })
    await form.getByRole('button', { name: 'Add Artist' }).click()
    await expect(description).toHaveValue('x'.repeat(2500))
    expect(sent).toBe(false)
    await description.fill('x'.repeat(2000))
    await expect(description).not.toHaveAttribute('aria-invalid')
  })

  test('a name is counted as the server counts it (an emoji is one character) and a paste past 255 is told, not cut', async ({ page }) => {
    await openAdminPanel(page, 'artists')
    const form = page.getByRole('form', { name: 'Add artist' })
    const name = form.getByLabel('Name')
    await name.fill('🎵'.repeat(255))
    await expect(name).not.toHaveAttribute('aria-invalid')
    await name.fill('n'.repeat(300))
    await expect(name).toHaveValue('n'.repeat(300))
    await expect(name).toHaveAccessibleDescription('At most 255 characters: this has 300.')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
  })
})

test('a save after the session ended says so and leads to sign-in, back to the same tab with the form as it was', async ({ page, context }) => {
  await openAdminPanel(page, 'albums')
  await context.clearCookies()
  const form = albumForm(page)
  const title = `Too late ${Date.now()}`
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Artist', { exact: true }).selectOption({ label: 'Aurora Circuit' })
  // The toast shows for half a second only: watched from inside the page, not polled.
  const shown = await watchForMessage(page, ['Unauthorized', 'You are logged out. Logging in again...'], '[data-sonner-toast]')
  await form.getByRole('button', { name: 'Add Album' }).click()
  await shown()
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%3Ftab%3Dalbums$/)
  await hydrated(page)
  await submitSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page).toHaveURL(/\/admin\?tab=albums$/)
  await expect(form.getByLabel('Title')).toHaveValue(title)
  await expect(form.getByLabel('Artist', { exact: true }).locator('option:checked')).toHaveText('Aurora Circuit')
})

test('what is typed in a form is kept across the tabs and a reload, until it is saved or cancelled', async ({ page }) => {
  await openAdminPanel(page, 'albums')
  const form = albumForm(page)
  const title = `Half written ${Date.now()}`
  await form.getByLabel('Title').fill(title)
  await page.getByRole('tab', { name: 'Blog' }).click()
  await page.getByRole('tab', { name: 'Albums' }).click()
  await expect(form.getByLabel('Title')).toHaveValue(title)
  await page.reload()
  await adminSettled(page)
  await expect(form.getByLabel('Title')).toHaveValue(title)
  // An edit in progress comes back as an edit.
  const first = adminList(page, 'Current Albums').getByRole('listitem').first()
  await first.getByRole('button', { name: /^Edit / }).click()
  await expect(page.getByRole('form', { name: 'Edit album' })).toBeVisible()
  await page.reload()
  await adminSettled(page)
  const editing = page.getByRole('form', { name: 'Edit album' })
  await expect(editing).toBeVisible()
  await editing.getByRole('button', { name: 'Cancel' }).click()
  await page.reload()
  await adminSettled(page)
  await expect(page.getByRole('form', { name: 'Add album' }).getByLabel('Title')).toHaveValue('')
})

test('an album titled with one long unbroken word wraps it rather than widening the page', async ({ page }) => {
  const title = `Overflow${'Signal'.repeat(40)}`
  const [artist] = (await (await page.request.get('/api/artists')).json()) as { id: number }[]
  // Long ago, so it is not the latest release the other specs of this site look at.
  const created = await page.request.post('/api/albums', { data: { title, artistId: artist!.id, releaseDate: '2020-01-06' } })
  expect(created.status()).toBe(201)
  const { slug } = (await created.json()) as { slug: string }
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

  await visit(page, `/albums/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect.poll(overflow).toBeLessThanOrEqual(0)

  // On /albums, found by search (it is older than the first page), then featured.
  await visit(page, '/albums')
  await page.getByRole('searchbox', { name: 'Search albums' }).fill('OverflowSignal')
  const feature = page.getByRole('button', { name: `Feature ${title}` }).first()
  await expect(feature).toBeVisible()
  await expect.poll(overflow).toBeLessThanOrEqual(0)
  await feature.click()
  await expect(page.getByRole('article', { name: `Featured album: ${title}` })).toBeVisible()
  await expect.poll(overflow).toBeLessThanOrEqual(0)
})

test("an artist's long unbroken name wraps in the album page's Follow button rather than widening the page", async ({ page }) => {
  const name = `Wide${'W'.repeat(200)}${Date.now()}`
  const artist = await page.request.post('/api/artists', { data: { name } })
  expect(artist.status()).toBe(201)
  const album = await page.request.post('/api/albums', { data: { title: `Wide ${Date.now()}`, artistId: ((await artist.json()) as { id: number }).id, releaseDate: '2020-01-13' } })
  expect(album.status()).toBe(201)
  await visit(page, `/albums/${((await album.json()) as { slug: string }).slug}`)
  await expect(page.getByRole('button', { name: `Follow ${name}` })).toBeVisible()
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
})
