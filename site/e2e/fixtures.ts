import os from 'node:os'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

/** The admin the test server creates at start (playwright.config.ts passes these to it). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }
// Overridable, so that two checkouts on one machine can run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT || 3210)
/** A second test server on an empty database (no demo content), for the empty states. */
export const E2E_EMPTY_PORT = Number(process.env.E2E_EMPTY_PORT || 3211)
export const EMPTY_SITE = `http://127.0.0.1:${E2E_EMPTY_PORT}`
/** A third server with demo content, for the admin tests: their writes must not change what the other specs read. */
export const E2E_ADMIN_PORT = Number(process.env.E2E_ADMIN_PORT || 3212)
export const ADMIN_SITE = `http://127.0.0.1:${E2E_ADMIN_PORT}`

/** Where the demo server's fake SMTP server drops the e-mails it sends (TEST_MAILBOX). */
export const E2E_MAILBOX = path.join(os.tmpdir(), `machine-soul-e2e-mail-${E2E_PORT}`)

/** The admin server's BACKUP_DIR, where adminBackups.spec.ts puts the backup it downloads. */
export const E2E_BACKUP_DIR = path.join(os.tmpdir(), `machine-soul-e2e-backups-${E2E_ADMIN_PORT}`)

export const PASSWORD = 'e2e-user-password'

// Playwright cannot download browsers here: Debian's Chromium is used, quiet and sandbox-free.
export { launchOptions } from '../../cms/testing/chromium'

/** A fresh address per call, so runs never collide on a reused server. */
export const uniqueEmail = () => `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768

/**
 * Waits until React has taken the page over, so that clicks reach their handlers (a click on a
 * menu button before that would do nothing, as for a visitor on a slow connection). The player,
 * in every public page's layout, keeps its controls disabled until then (Player.tsx); Shuffle is
 * disabled for no other reason.
 */
export async function hydrated(page: Page) {
  await expect(page.getByRole('region', { name: 'Music player' }).getByRole('button', { name: 'Shuffle', exact: true })).toBeEnabled()
}

/**
 * Holds back Next's script chunks until `release` is called, so that a test surely acts on the
 * page its HTML shows before React has taken it over (a visitor on a slow phone).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Opens a page of the site and waits until it is interactive. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  await hydrated(page)
  return response
}

/** The site's link list: in the bar on wide screens, in the drawer (opened here) on phones. */
export async function openNavigation(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    return drawer.getByRole('navigation', { name: 'Main' })
  }
  return page.getByRole('navigation', { name: 'Main' })
}

/** The signed-in visitor's avatar menu button, named after them. */
export const accountMenu = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name: typeof name === 'string' ? `Account menu for ${name}` : name })

/** Fills the sign-in form of the page on screen (the /login page) and sends it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  return form
}

export async function signIn(page: Page, email: string, password: string) {
  await visit(page, '/login')
  return submitSignIn(page, email, password)
}

export async function createAccount(page: Page, account: { firstName: string; email: string; password: string }) {
  await visit(page, '/login')
  return submitCreateAccount(page, account)
}

/** Creates an account from the sign-in page already open (live). */
export async function submitCreateAccount(page: Page, account: { firstName: string; email: string; password: string }) {
  await page.getByRole('tab', { name: 'Create account' }).click()
  const form = page.getByRole('form', { name: 'Create account' })
  await form.getByLabel('First name').fill(account.firstName)
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('Password').fill(account.password)
  await form.getByRole('button', { name: 'Create account' }).click()
  return form
}

/** After a full-page sign-in: the page has loaded signed in and is interactive. */
export async function landedAt(page: Page, path: string) {
  await expect(page).toHaveURL(path)
  await hydrated(page)
}

/**
 * Answers every request to Spotify (the player's embed) with a stub page: no test reaches the
 * internet, and the embed's address can still be checked.
 */
export async function blockSpotify(page: Page) {
  await page.route('https://open.spotify.com/**', (route) =>
    route.fulfill({ body: '<html><body>embed</body></html>', contentType: 'text/html' }),
  )
}

/**
 * Starts watching for a message the page shows only briefly, say a toast before it moves on.
 * Polling can miss one on a busy machine, as the page may be gone by the next look; an observer
 * in the page sees every change. Call it before the action; the returned wait gives the page's
 * time (Date.now()) when all the texts first showed together, in one element matching `within`.
 */
export async function watchForMessage(page: Page, texts: string[], within = 'body'): Promise<() => Promise<number>> {
  let shownAt: number | undefined
  const report = `reportMessage${Math.random().toString(36).slice(2)}`
  await page.exposeFunction(report, (at: number) => {
    shownAt ??= at
  })
  await page.evaluate(
    ({ report, texts, within }) => {
      const notify = (window as unknown as Record<string, (at: number) => void>)[report]!
      // innerText holds only rendered text: a hidden element's words are not shown to anyone.
      const check = () => {
        const elements = [...document.querySelectorAll<HTMLElement>(within)]
        if (elements.some((element) => texts.every((text) => element.innerText.includes(text)))) notify(Date.now())
      }
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
    },
    { report, texts, within },
  )
  return async () => {
    await expect.poll(() => shownAt, { message: `shown: ${texts.join(' / ')}` }).toBeDefined()
    return shownAt as number
  }
}
