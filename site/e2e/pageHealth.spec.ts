import { expect, test } from '@playwright/test'
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
