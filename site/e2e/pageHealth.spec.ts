import { expect, test } from '@playwright/test'
import { expectAxeClean } from './axe'
import { visit } from './fixtures'

// The pages' own scripts keep to the site's Content-Security-Policy: a script that probes for eval
// (as zod does, were it shipped to the browser) is refused and logged as a DevTools issue, which
// Lighthouse counts against best practices.
test('no public page breaks its own Content-Security-Policy', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  const violations: string[] = []
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') violations.push(`${page.url()}: ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`)
  })
  await cdp.send('Audits.enable')
  for (const path of ['/', '/albums', '/artists', '/blog', '/about', '/submit', '/contact', '/search?q=neon']) {
    await visit(page, path)
  }
  expect(violations).toEqual([])
})

// Axe's WCAG rules and its best practices (one name per landmark, lists that hold only items…).
test('every public page passes axe, signed out', async ({ page }) => {
  test.setTimeout(60_000)
  for (const path of ['/', '/albums', '/albums/overclocked-hearts', '/artists', '/blog', '/blog/how-we-make-an-album-in-seven-days', '/about', '/submit', '/contact', '/search?q=neural', '/login', '/no-such-page']) {
    await test.step(path, async () => {
      await visit(page, path)
      await expectAxeClean(page)
    })
  }
})
