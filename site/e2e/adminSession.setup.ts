import { test as setup } from '@playwright/test'
import { ADMIN_STATES } from './adminFixtures'
import { ADMIN_SITE, E2E_ADMIN, EMPTY_SITE } from './fixtures'

/*
 * Signs the admin in once per run on each test server and keeps the cookies for the admin tests.
 * Payload adds a session by rewriting the user's session list, so two sign-ins of one account
 * at the same moment can drop one of them: parallel tests must not each sign the admin in.
 */
for (const [site, base] of [
  ['admin', ADMIN_SITE],
  ['empty', EMPTY_SITE],
] as const) {
  setup(`admin session on the ${site} site`, async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: base })
    const response = await request.post('/api/auth/login', { data: E2E_ADMIN, headers: { origin: base } })
    if (!response.ok()) throw new Error(`admin sign-in failed on ${base}: ${response.status()} ${await response.text()}`)
    await request.storageState({ path: ADMIN_STATES[site] })
    await request.dispose()
  })
}
