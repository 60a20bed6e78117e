import { expectAxeClean } from './axe'
import { expect, test, type Page } from '@playwright/test'
import { ADMIN_SITE, EMPTY_SITE } from './fixtures'
import { ADMIN_TEST_OPTIONS, ADMIN_STATES, adminSettled, adminToast, openAdminPanel } from './adminFixtures'

test.use(ADMIN_TEST_OPTIONS)

/** A title no other run has used, so its slug is free. */
const uniqueTitle = (what: string) => `${what} ${Date.now()} ${Math.random().toString(36).slice(2, 6)}`
const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-')

async function openBlogTab(page: Page) {
  await openAdminPanel(page, 'blog')
  await expect(page.getByRole('tab', { name: 'Blog' })).toHaveAttribute('aria-selected', 'true')
  return page.getByRole('form', { name: 'Create blog post' })
}

/** A post made through the contract (the admin's cookies), to edit or delete in the list. */
async function createPost(page: Page, title: string, publication: { status: string; publishedAt: string | null } = { status: 'draft', publishedAt: null }) {
  const response = await page.request.post('/api/admin/blog', {
    data: { title, slug: slugOf(title), content: '<p>Body text</p>', excerpt: 'Short excerpt', coverImageUrl: null, ...publication },
    // Payload reads the cookie of a script only when it says where it comes from, as browsers do.
    headers: { origin: ADMIN_SITE },
  })
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true)
  await page.reload()
  await adminSettled(page)
}

const postItem = (page: Page, title: string) => page.getByRole('list', { name: 'Blog Posts' }).getByRole('listitem').filter({ hasText: title })

test('the tab sits between Artists and Submissions, with the form and the list', async ({ page }) => {
  await openBlogTab(page)
  const tabs = await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab').allTextContents()
  expect(tabs.indexOf('Blog')).toBe(tabs.indexOf('Artists') + 1)
  expect(tabs.indexOf('Submissions')).toBe(tabs.indexOf('Blog') + 1)
  await expect(page.getByRole('heading', { name: 'Create Blog Post' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible()
  const editor = page.getByRole('textbox', { name: 'Content' })
  expect((await editor.boundingBox())!.height).toBeGreaterThanOrEqual(300)
  const toolbar = page.getByRole('toolbar', { name: 'Content formatting' })
  const tools = ['Bold', 'Italic', 'Underline', 'H1 Heading 1', 'H2 Heading 2', 'H3 Heading 3', 'Align left', 'Align centre', 'Align right', 'Bullet list', 'Numbered list', 'Quote', 'Code block', 'Link']
  for (const tool of tools) await expect(toolbar.getByRole('button', { name: tool, exact: true })).toBeVisible()
  await expectAxeClean(page)
  // One tab stop; the arrow keys move along the tools.
  await toolbar.getByRole('button', { name: 'Bold' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(toolbar.getByRole('button', { name: 'Link' })).toBeFocused()
})

test('the slug follows the title while creating, until it is edited by hand', async ({ page }) => {
  const form = await openBlogTab(page)
  await form.getByLabel('Title').fill('Hello, Machine World!')
  await expect(form.getByLabel('Slug')).toHaveValue('hello-machine-world')
  await form.getByLabel('Slug').fill('my-own-slug')
  await form.getByLabel('Title').fill('Another title')
  await expect(form.getByLabel('Slug')).toHaveValue('my-own-slug')
})

test('content is required: an empty editor is not sent', async ({ page }) => {
  const form = await openBlogTab(page)
  await form.getByLabel('Title').fill(uniqueTitle('Empty'))
  let sent = false
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/blog')) sent = true
  })
  await form.getByRole('button', { name: 'Create Post' }).click()
  await expect(form.getByRole('alert')).toHaveText('Write the post’s content before saving.')
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-invalid', 'true')
  expect(sent).toBe(false)
})

test("a refused save says SPEC's words, with the server's reason beneath, and keeps what was typed", async ({ page }) => {
  const taken = uniqueTitle('Taken')
  const form = await openBlogTab(page)
  await createPost(page, taken)
  await form.getByLabel('Title').fill(taken)
  await page.getByRole('textbox', { name: 'Content' }).fill('Words that must not be lost')
  await form.getByRole('button', { name: 'Create Post' }).click()
  const toast = adminToast(page, 'Failed to create blog post')
  await expect(toast).toContainText('Another post already uses this slug')
  await expect(form.getByLabel('Title')).toHaveValue(taken)
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveText('Words that must not be lost')
})

test('a post half written is kept, content and all, across a switch to another tab and back', async ({ page }) => {
  const form = await openBlogTab(page)
  const title = uniqueTitle('Unfinished')
  await form.getByLabel('Title').fill(title)
  await page.getByRole('textbox', { name: 'Content' }).fill('The second paragraph was never written')
  await page.getByRole('tab', { name: 'Users' }).click()
  await page.getByRole('tab', { name: 'Blog' }).click()
  await expect(form.getByLabel('Title')).toHaveValue(title)
  await expect(form.getByLabel('Slug')).toHaveValue(slugOf(title))
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveText('The second paragraph was never written')
})

test('a post written with every editor tool is published with that HTML on /blog/{slug}', async ({ page }) => {
  // Many keystrokes and toolbar clicks: more than the default time on a busy machine.
  test.slow()
  const form = await openBlogTab(page)
  const title = uniqueTitle('Every Tool')
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Excerpt').fill('All the tools at once.')
  await form.getByLabel('Status').selectOption('published')

  const toolbar = page.getByRole('toolbar', { name: 'Content formatting' })
  const tool = (name: string) => toolbar.getByRole('button', { name, exact: true })
  const editor = page.getByRole('textbox', { name: 'Content' })
  await editor.click()
  const type = (text: string) => page.keyboard.type(text)
  const enter = () => page.keyboard.press('Enter')

  for (const [level, text] of [['1', 'Big title'], ['2', 'Second level'], ['3', 'Third level']] as const) {
    await tool(`H${level} Heading ${level}`).click()
    await expect(tool(`H${level} Heading ${level}`)).toHaveAttribute('aria-pressed', 'true')
    await type(text)
    await enter()
  }
  await tool('Bold').click()
  await expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true')
  await type('loud words')
  await tool('Bold').click()
  await type(' then ')
  await tool('Italic').click()
  await type('slanted')
  await tool('Italic').click()
  await type(' and ')
  await tool('Underline').click()
  await type('marked')
  await tool('Underline').click()
  await enter()

  await type('Visit albums')
  for (let i = 0; i < 'albums'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Enter URL:')
    void dialog.accept('/albums')
  })
  await tool('Link').click()
  await expect(tool('Link')).toHaveAttribute('aria-pressed', 'true')
  // The editor takes the caret back after the prompt closes; until then End would be lost and
  // Enter would replace the still-selected link text.
  await expect(editor).toBeFocused()
  await expect(async () => {
    await page.keyboard.press('End')
    expect(await page.evaluate(() => window.getSelection()?.isCollapsed)).toBe(true)
  }).toPass()
  await enter()

  await tool('Bullet list').click()
  await type('first bullet')
  await enter()
  await type('second bullet')
  await enter()
  await enter()
  await tool('Numbered list').click()
  await type('step one')
  await enter()
  await enter()
  await tool('Quote').click()
  await type('Machines dream too.')
  await enter()
  await type('Centred line')
  await tool('Align centre').click()
  await expect(tool('Align centre')).toHaveAttribute('aria-pressed', 'true')
  await enter()
  await tool('Align left').click()
  await tool('Code block').click()
  await type('let x = 1')

  await form.getByRole('button', { name: 'Create Post' }).click()
  await expect(page.getByText('Blog post created successfully')).toBeVisible()
  // Back in create mode, with an empty form.
  await expect(page.getByRole('heading', { name: 'Create Blog Post' })).toBeVisible()
  await expect(form.getByLabel('Title')).toHaveValue('')
  await expect(editor).toHaveText('')

  const item = postItem(page, title)
  await expect(item).toContainText('Published')
  await expect(item).toContainText(`Slug: /${slugOf(title)}`)
  await expect(item).toContainText('All the tools at once.')
  await expect(item).toContainText(/Published [A-Z][a-z]+ \d{1,2}, \d{4}/)

  await page.goto(`/blog/${slugOf(title)}`)
  const article = page.getByRole('article').first()
  await expect(article.locator('h1', { hasText: 'Big title' })).toBeVisible()
  await expect(article.locator('h2', { hasText: 'Second level' })).toBeVisible()
  await expect(article.locator('h3', { hasText: 'Third level' })).toBeVisible()
  await expect(article.locator('strong, b', { hasText: 'loud words' })).toBeVisible()
  await expect(article.locator('em, i', { hasText: 'slanted' })).toBeVisible()
  await expect(article.locator('u', { hasText: 'marked' })).toBeVisible()
  await expect(article.locator('a[href="/albums"]', { hasText: 'albums' })).toBeVisible()
  await expect(article.locator('ul > li')).toHaveText(['first bullet', 'second bullet'])
  await expect(article.locator('ol > li')).toHaveText(['step one'])
  await expect(article.locator('blockquote', { hasText: 'Machines dream too.' })).toBeVisible()
  await expect(article.locator('pre', { hasText: 'let x = 1' })).toBeVisible()
  await expect(article.getByText('Centred line')).toBeVisible()
})

test('Edit fills the form, Cancel empties it, and saving updates the post', async ({ page }) => {
  const form = await openBlogTab(page)
  const title = uniqueTitle('Editable')
  await createPost(page, title)

  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const editForm = page.getByRole('form', { name: 'Edit blog post' })
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible()
  await expect(editForm.getByLabel('Title')).toHaveValue(title)
  await expect(editForm.getByLabel('Slug')).toHaveValue(slugOf(title))
  await expect(editForm.getByLabel('Excerpt')).toHaveValue('Short excerpt')
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveText('Body text')

  await editForm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { name: 'Create Blog Post' })).toBeVisible()
  // Focus goes back to the Edit button that opened the form.
  await expect(page.getByRole('button', { name: `Edit ${title}` })).toBeFocused()
  await expect(form.getByLabel('Title')).toHaveValue('')
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveText('')

  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const renamed = `${title} renamed`
  await editForm.getByLabel('Title').fill(renamed)
  // In edit mode the title never changes the slug.
  await expect(editForm.getByLabel('Slug')).toHaveValue(slugOf(title))
  await editForm.getByRole('button', { name: 'Update Post' }).click()
  await expect(page.getByText('Blog post updated successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Create Blog Post' })).toBeVisible()
  await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toBeFocused()
  const item = postItem(page, renamed)
  await expect(item).toContainText(`Slug: /${slugOf(title)}`)
  await expect(item).toContainText('Draft')
  await expect(item).toContainText(/Created [A-Z][a-z]+ \d{1,2}, \d{4}/)
})

test('a post published at a moment ahead is marked Scheduled, and an edit that keeps its day keeps its moment', async ({ page }) => {
  await openBlogTab(page)
  const title = uniqueTitle('Timed')
  const moment = '2031-01-15T12:30:00.000Z'
  await createPost(page, title, { status: 'published', publishedAt: moment })
  const item = postItem(page, title)
  await expect(item).toContainText('Published')
  await expect(item).toContainText('Scheduled')
  await expect(item).toContainText(/Goes live Wed, Jan 15, 2031/)

  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const editForm = page.getByRole('form', { name: 'Edit blog post' })
  await editForm.getByLabel('Excerpt').fill('A new excerpt')
  await editForm.getByRole('button', { name: 'Update Post' }).click()
  await expect(page.getByText('Blog post updated successfully')).toBeVisible()
  const posts = (await (await page.request.get('/api/admin/blog')).json()) as { title: string; excerpt: string; publishedAt: string }[]
  expect(posts.find((post) => post.title === title)).toMatchObject({ excerpt: 'A new excerpt', publishedAt: moment })
})

test('Delete asks first, and removes the post only when confirmed', async ({ page }) => {
  await openBlogTab(page)
  const title = uniqueTitle('Doomed')
  await createPost(page, title)
  const remove = page.getByRole('button', { name: `Delete ${title}` })

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this blog post?')
    void dialog.dismiss()
  })
  await remove.click()
  await expect(postItem(page, title)).toBeVisible()

  page.once('dialog', (dialog) => void dialog.accept())
  await remove.click()
  await expect(page.getByText('Blog post deleted successfully')).toBeVisible()
  await expect(postItem(page, title)).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Blog Posts' })).toBeFocused()
})

test.describe('the empty site', () => {
  test.use({ storageState: ADMIN_STATES.empty })

  test('shows No blog posts yet', async ({ page }) => {
    await openAdminPanel(page, 'blog', EMPTY_SITE)
    await expect(page.getByText('No blog posts yet')).toBeVisible()
  })
})
