import { expect, test } from '@playwright/test'
import { startFakeImageHost, type FakeImageHost } from '@cms/testing/fakeImageHost'
import { PASSWORD, uniqueEmail, visit } from './fixtures'

// A demo post; the comment below joins its thread.
const ARTICLE = 'how-we-make-an-album-in-seven-days'

let host: FakeImageHost

test.beforeAll(async () => {
  host = await startFakeImageHost()
})
test.afterAll(() => host.close())

test("a commenter's avatar at an outside address costs readers no request to that host", async ({ page, playwright, baseURL }) => {
  // A user names an image on another host as their avatar, then comments.
  const name = `Avi${Math.random().toString(36).slice(2, 7)}`
  const author = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } })
  const registered = await author.post('/api/auth/register', { data: { email: uniqueEmail(), password: PASSWORD, firstName: name } })
  const { user } = (await registered.json()) as { user: { id: string } }
  const set = await author.post('/api/graphql', {
    data: { query: `mutation ($url: String) { updateUser(id: ${user.id}, data: { profileImageUrl: $url }) { profileImageUrl } }`, variables: { url: `${host.url}/photo.jpg` } },
  })
  const copy = ((await set.json()) as { data: { updateUser: { profileImageUrl: string } } }).data.updateUser.profileImageUrl
  const { id: postId } = (await (await author.get(`/api/blog/slug/${ARTICLE}`)).json()) as { id: number }
  expect((await author.post(`/api/blog/${postId}/comments`, { data: { content: 'My face, from elsewhere' } })).status()).toBe(201)
  await author.dispose()
  const fetchedByServer = [...host.requests]
  expect(fetchedByServer).toEqual(['/photo.jpg'])

  // A reader opens the article and scrolls to the comment: every request the page makes is recorded.
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await visit(page, `/blog/${ARTICLE}`)
  const card = page.getByRole('article', { name: `Comment by ${name}` })
  await card.scrollIntoViewIfNeeded()
  const avatar = card.locator('img')
  await expect(avatar).toHaveAttribute('src', copy)
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(128)
  // No preload of it in the head either.
  await expect(page.locator(`link[rel="preload"][as="image"][href="${copy}"]`)).toHaveCount(0)

  expect(requested.filter((url) => url.startsWith(host.url))).toEqual([])
  expect(requested).toContain(new URL(copy, page.url()).href)
  // The host itself heard from the server once, and from no browser.
  expect(host.requests).toEqual(fetchedByServer)
})
