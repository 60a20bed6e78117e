import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { linkIn, waitForMail } from '@cms/testing/mailbox'
import { expectAxeClean } from './axe'
import { E2E_ADMIN, E2E_MAILBOX, PASSWORD, uniqueEmail, visit } from './fixtures'
import { expectClearOfPlayer } from './clearOfPlayer'
import { overflowingIn } from './overflow'

const CHECK_INBOX = 'Check your inbox to confirm your subscription.'

/** The subscriber's state as an admin reads it (a separate request context: the page stays signed out). */
async function storedStatus(request: APIRequestContext, email: string): Promise<string | undefined> {
  await request.post('/api/auth/login', { data: E2E_ADMIN })
  const found = await request.get(`/cms-api/subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  return ((await found.json()) as { docs: { status: string }[] }).docs[0]?.status
}

/** Opens the confirmation mail's link; only the page's button confirms. */
async function openConfirmLink(page: Page, email: string) {
  const link = linkIn(await waitForMail(E2E_MAILBOX, email, 'newsletter/confirm'), '/newsletter/confirm')
  await visit(page, link.pathname + link.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription')
}

/** Presses "Confirm my subscription" from the keyboard and follows the way to the manage page. */
async function confirmAndManage(page: Page) {
  const confirm = page.getByRole('button', { name: 'Confirm my subscription' })
  // The button works once the page has come alive in the browser; until then it is disabled.
  await expect(confirm).toBeEnabled()
  await confirm.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Your subscription is confirmed.' })).toBeVisible()
  await page.getByRole('link', { name: 'Choose the artists you follow' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your release e-mails')
}

test('a visitor subscribes from the footer, confirms with the button, chooses follows, pauses and unsubscribes in one click', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail()
  await visit(page, '/')
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Get the Monday album by e-mail' })
  await form.getByLabel('Get the Monday album by e-mail').focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(CHECK_INBOX)

  await openConfirmLink(page, email)
  await expectAxeClean(page)
  // Opening the link, as a mail scanner does, confirmed nothing.
  const admin = await playwright.request.newContext({ baseURL })
  expect(await storedStatus(admin, email)).toBe('pending')
  await confirmAndManage(page)
  expect(await storedStatus(admin, email)).toBe('confirmed')

  await expect(page.getByText(`${email} is subscribed.`)).toBeVisible()
  const choices = page.getByRole('form', { name: 'Your release e-mails' })
  await expect(choices.getByRole('checkbox', { name: 'Every release, every Monday' })).toBeChecked()
  await expectAxeClean(page)
  // From the keyboard: Space ticks a box, Enter saves.
  await choices.getByRole('checkbox', { name: 'Albums by Aurora Circuit' }).focus()
  await page.keyboard.press('Space')
  await choices.getByRole('checkbox', { name: 'Pause all e-mails' }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Your choices are saved.' })).toBeVisible()
  await expect(page.getByText(`${email} is paused: no e-mails until you resume.`)).toBeVisible()

  await page.reload()
  await expect(choices.getByRole('checkbox', { name: 'Albums by Aurora Circuit' })).toBeChecked()
  await expect(choices.getByRole('checkbox', { name: 'Pause all e-mails' })).toBeChecked()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText(`${email} is unsubscribed.`)).toBeVisible()
  expect(await storedStatus(admin, email)).toBe('unsubscribed')
  await admin.dispose()
})

test("the footer's form refuses an address that is not one in the colour of every form's errors, not the footer's grey", async ({ page }) => {
  await visit(page, '/')
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Get the Monday album by e-mail' })
  await form.getByLabel('Get the Monday album by e-mail').fill('not-an-address')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  const error = form.getByText('Please enter a valid email address')
  await expect(error).toBeVisible()
  const danger = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'))
    probe.style.color = 'var(--ms-colors-danger)'
    const color = getComputedStyle(probe).color
    probe.remove()
    return color
  })
  await expect(error).toHaveCSS('color', danger)
})

test('a visitor follows an artist: the confirmed subscription holds that artist only', async ({ page }) => {
  const email = uniqueEmail()
  await visit(page, '/artists')
  await page.getByRole('button', { name: 'Follow Aurora Circuit' }).click()
  const form = page.getByRole('form', { name: "Your e-mail for Aurora Circuit's new albums" })
  await form.getByLabel("Your e-mail for Aurora Circuit's new albums").fill(email)
  await form.getByRole('button', { name: 'Follow Aurora Circuit' }).click()
  await expect(page.getByRole('status').filter({ hasText: CHECK_INBOX })).toBeVisible()
  await expectAxeClean(page)
  // The mail says what was asked for.
  expect(await waitForMail(E2E_MAILBOX, email, 'newsletter/confirm')).toContain('asked to get the albums of Aurora Circuit from Machine Soul')

  await openConfirmLink(page, email)
  await confirmAndManage(page)
  const choices = page.getByRole('form', { name: 'Your release e-mails' })
  await expect(choices.getByRole('checkbox', { name: 'Albums by Aurora Circuit' })).toBeChecked()
  await expect(choices.getByRole('checkbox', { name: 'Every release, every Monday' })).not.toBeChecked()
})

test("a signed-in user's address is filled in, and once confirmed their follows are kept with the account", async ({ page }) => {
  const email = uniqueEmail()
  // page.request shares the browser's cookies: the page is signed in.
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD, firstName: 'Fan' } })).status()).toBe(200)
  await visit(page, '/artists')
  await expect(page.getByRole('contentinfo').getByRole('textbox', { name: 'Get the Monday album by e-mail' })).toHaveValue(email)
  await page.getByRole('button', { name: 'Follow Aurora Circuit' }).click()
  const form = page.getByRole('form', { name: "Your e-mail for Aurora Circuit's new albums" })
  await expect(form.getByLabel("Your e-mail for Aurora Circuit's new albums")).toHaveValue(email)
  await form.getByRole('button', { name: 'Follow Aurora Circuit' }).click()
  await expect(page.getByRole('status').filter({ hasText: CHECK_INBOX })).toBeVisible()

  // Accounts' addresses are not verified: the mailed link still confirms, here while signed in.
  await openConfirmLink(page, email)
  await confirmAndManage(page)

  await visit(page, '/artists')
  const following = page.getByRole('button', { name: 'Following Aurora Circuit' })
  await expect(following).toHaveAttribute('aria-pressed', 'true')
  await expectAxeClean(page)
  await following.click()
  await expect(page.getByRole('button', { name: 'Follow Aurora Circuit' })).toHaveAttribute('aria-pressed', 'false')
  await page.getByRole('button', { name: 'Follow Null Pointer' }).click()
  await expect(page.getByRole('button', { name: 'Following Null Pointer' })).toBeVisible()

  await visit(page, '/artists')
  await expect(page.getByRole('button', { name: 'Following Null Pointer' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Follow Aurora Circuit' })).toHaveAttribute('aria-pressed', 'false')
  // The cached page itself is the same for everyone: nothing of this user in its HTML.
  expect(await (await page.request.get('/artists')).text()).not.toContain(email)
})

test("a release e-mail's unsubscribe link leads to one button; deleting the address asks once more first", async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail()
  await visit(page, '/')
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Get the Monday album by e-mail' })
  await form.getByLabel('Get the Monday album by e-mail').fill(email)
  await form.getByLabel('Get the Monday album by e-mail').press('Enter')
  await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(CHECK_INBOX)
  await openConfirmLink(page, email)
  await confirmAndManage(page)
  // Each release e-mail links /newsletter/unsubscribe with the manage page's own token.
  const token = new URL(page.url()).searchParams.get('token')!
  const admin = await playwright.request.newContext({ baseURL })

  await visit(page, `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe')
  await expectAxeClean(page)
  // Opening the link, as a mail scanner does, unsubscribed nobody.
  expect(await storedStatus(admin, email)).toBe('confirmed')
  const button = page.getByRole('button', { name: 'Unsubscribe me' })
  await expect(button).toBeEnabled()
  await button.click()
  await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed. We will not send you release e-mails any more.' })).toBeVisible()
  expect(await storedStatus(admin, email)).toBe('unsubscribed')

  await page.getByRole('link', { name: 'Changed your mind? Choose what you get, or delete your address' }).click()
  await expect(page.getByText(`${email} is unsubscribed.`)).toBeVisible()
  await page.getByRole('button', { name: 'Delete my address' }).click()
  // Focus moves to the question, so a screen reader reads it; keeping the address changes nothing.
  await expect(page.getByText('and what it follows for good? This cannot be undone.')).toBeFocused()
  // Its answers come into view with it, clear of the player's bar.
  await expectClearOfPlayer(page, page.getByRole('group', { name: /This cannot be undone/ }))
  await expectAxeClean(page)
  await page.getByRole('button', { name: 'Keep my address' }).click()
  expect(await storedStatus(admin, email)).toBe('unsubscribed')
  await page.getByRole('button', { name: 'Delete my address' }).click()
  await page.getByRole('button', { name: 'Yes, delete my address' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your address is deleted. We will not write to you again.' })).toBeVisible()
  expect(await storedStatus(admin, email)).toBeUndefined()
  await admin.dispose()
})

test('the unsubscribe page says so for a link that is not one', async ({ page }) => {
  const response = await visit(page, '/newsletter/unsubscribe?token=x')
  expect(response?.status()).toBe(200)
  await expect(page.getByText('This link is incomplete or not valid.')).toBeVisible()
})

test("on an album page, following its artist after subscribing starts from the address typed, says the fine print once, and Escape closes it", async ({ page }) => {
  const email = uniqueEmail()
  await visit(page, '/albums/weights-and-measures')
  const news = page.getByRole('region', { name: 'Never miss a Monday' })
  const subscribe = news.getByRole('form', { name: 'E-mail me each Monday album' })
  await subscribe.getByLabel('E-mail me each Monday album').fill(email)
  await subscribe.getByRole('button', { name: 'Subscribe' }).click()
  await expect(news.getByRole('status')).toHaveText(CHECK_INBOX)

  await news.getByRole('button', { name: 'Follow Machine Soul Collective', expanded: false }).click()
  const follow = news.getByRole('form', { name: "Your e-mail for Machine Soul Collective's new albums" })
  await expect(follow.getByLabel("Your e-mail for Machine Soul Collective's new albums")).toHaveValue(email)
  const fineprint = news.getByText('One e-mail per release, no tracking. Unsubscribe in one click.')
  await expect(fineprint).toHaveCount(1)
  // The Close button stands apart from the text above it and from the label below it.
  // Open, the button (which shows "Close") tells a screen reader whose form it closes: several
  // artists' may be open on one page.
  const close = (await news.getByRole('button', { name: 'Close the e-mail form for Machine Soul Collective', expanded: true }).boundingBox())!
  const above = (await fineprint.boundingBox())!
  const label = (await follow.getByText("Your e-mail for Machine Soul Collective's new albums").boundingBox())!
  expect(close.y - (above.y + above.height)).toBeGreaterThanOrEqual(8)
  expect(label.y - (close.y + close.height)).toBeGreaterThanOrEqual(8)
  expect(await overflowingIn(news)).toEqual([])
  await expectAxeClean(page)

  await follow.getByRole('button', { name: 'Follow Machine Soul Collective' }).focus()
  await page.keyboard.press('Escape')
  await expect(follow).toBeHidden()
  await expect(news.getByRole('button', { name: 'Follow Machine Soul Collective', expanded: false })).toBeFocused()
  // The address lives in the browser only: the cached page holds nobody's.
  expect(await (await page.request.get('/albums/weights-and-measures')).text()).not.toContain(email)
})
