import { expect, test } from '@playwright/test'
import { EMPTY_SITE } from './fixtures'
import { ADMIN_TEST_OPTIONS, ADMIN_STATES, adminList, adminToast, openAdminPanel } from './adminFixtures'

test.describe('Submissions tab', () => {
  test.use(ADMIN_TEST_OPTIONS)

  test('lists every submission with its badge, genre, a 150-character preview and the date', async ({ page }) => {
    await openAdminPanel(page, 'submissions')
    await expect(page.getByRole('heading', { name: 'Lyric Submissions' })).toBeVisible()
    await expect(page.getByText('Review and manage user-submitted lyrics')).toBeVisible()
    const item = adminList(page, 'Lyric Submissions').getByRole('listitem').filter({ hasText: 'Kitchen Light' })
    await expect(item).toContainText('Approved')
    await expect(item).toContainText('Genre: Ambient')
    await expect(item).toContainText(/Submitted \w+ \d{1,2}, \d{4}/)
    const preview = (await item.locator('p').nth(2).textContent()) ?? ''
    expect(preview.startsWith('Somebody left the kitchen light on')).toBe(true)
    expect(preview.endsWith('…')).toBe(true)
    expect(Array.from(preview).length).toBeLessThanOrEqual(151)
    // No approve or reject actions (SPEC §2).
    await expect(item.getByRole('button')).toHaveText(['View'])
  })

  test('View shows the whole submission, and Copy puts the lyrics on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openAdminPanel(page, 'submissions')
    await page.getByRole('button', { name: 'View Kitchen Light' }).click()
    const dialog = page.getByRole('dialog', { name: 'Kitchen Light' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Ambient')
    await expect(dialog).toContainText('Approved')
    await expect(dialog).toContainText('and the morning counts me back the other way')
    await expect(dialog).toContainText('someone might be coming home')
    // Long lyrics scroll in their own box, which the keyboard reaches.
    const lyrics = dialog.getByRole('region', { name: 'Lyrics' })
    await expect(lyrics).toHaveAttribute('tabindex', '0')
    await lyrics.focus()
    await expect(lyrics).toBeFocused()
    await dialog.getByRole('button', { name: 'Copy' }).click()
    await expect(adminToast(page, 'Lyrics copied to clipboard')).toContainText('Copied!')
    // The toast is outside the modal dialog, so inert to a screen reader: the dialog says it too.
    await expect(dialog.getByRole('status')).toHaveText('Copied! Lyrics copied to clipboard')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^Somebody left the kitchen light on\n/)
    expect(copied).toMatch(/someone might be coming home$/)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'View Kitchen Light' })).toBeFocused()
  })

  test('the Close button, like Escape, gives focus back to the View button that opened the dialog', async ({ page }) => {
    await openAdminPanel(page, 'submissions')
    const view = page.getByRole('button', { name: 'View Kitchen Light' })
    await view.click()
    const dialog = page.getByRole('dialog', { name: 'Kitchen Light' })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(view).toBeFocused()
  })
})

test.describe('Submissions tab on an empty site', () => {
  test.use({ storageState: ADMIN_STATES.empty })

  test('says there are none yet', async ({ page }) => {
    await openAdminPanel(page, 'submissions', EMPTY_SITE)
    await expect(page.getByText('No lyric submissions yet')).toBeVisible()
  })
})
