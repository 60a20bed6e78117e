import fs from 'node:fs'

/**
 * How the tests and the bench start Debian's Chromium (Playwright cannot download browsers here):
 * quiet, sandbox-free, and reaching no outside host (updates, components, sync).
 */

/** The full browser, as a visitor runs it: the bench's phone run and Lighthouse measure this one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * The tests' browser: Chromium's headless shell (Debian's chromium-headless-shell, the same engine
 * and version), which is what Playwright itself runs headless tests in. It starts no GPU process
 * and none of the full browser's services: four of the end-to-end specs took 187 s of wall time
 * in the full browser and 120 s in the shell on two cores. Without it, the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH)

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** For the tests. */
export const launchOptions = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS }
/** For the bench's phone run: what a person's browser does, GPU process and all. */
export const visitorLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }
