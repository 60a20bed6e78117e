/**
 * How the tests and the bench start Debian's Chromium (Playwright cannot download browsers here):
 * quiet, sandbox-free, and reaching no outside host (updates, components, sync).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }
