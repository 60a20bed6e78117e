import { expect, test } from '@playwright/test'
import { accountMenu, createAccount, E2E_PORT, landedAt, launchOptions, PASSWORD, uniqueEmail, visit } from './fixtures'

/*
 * The site reached by a name other than the one it was started with, over plain HTTP: there the
 * browser sends no Fetch Metadata (it goes to secure origins only) and an Origin that is not in
 * the configured allow-list. Signing in must still hold on every page and every write.
 */
const HOST = 'machine-soul.test'
test.use({
  baseURL: `http://${HOST}:${E2E_PORT}`,
  launchOptions: { ...launchOptions, args: [...launchOptions.args, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`] },
})

const ARTICLE = '/blog/how-we-make-an-album-in-seven-days'

test('by another name over plain HTTP: sign up, stay signed in on cached pages, and comment', async ({ page }) => {
  const name = `Host${Math.random().toString(36).slice(2, 7)}`
  await createAccount(page, { firstName: name, email: uniqueEmail(), password: PASSWORD })
  await landedAt(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Welcome back, ${name}!`)

  const authRead = page.waitForRequest((request) => request.url().endsWith('/api/auth/user'))
  await visit(page, ARTICLE)
  const headers = await (await authRead).allHeaders()
  expect(headers['sec-fetch-site']).toBeUndefined()
  await expect(accountMenu(page, name)).toBeVisible()

  const comments = page.getByRole('region', { name: 'Comments' })
  const text = `Posted by name ${Date.now()}`
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill(text)
  await comments.getByRole('button', { name: 'Post Comment' }).click()
  await expect(page.getByText('Comment posted', { exact: true })).toBeVisible()
  await expect(page.getByRole('article', { name: `Comment by ${name}` }).filter({ hasText: text })).toBeVisible()
})
