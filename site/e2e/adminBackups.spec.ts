import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { expectAxeClean } from './axe'
import { ADMIN_STATES, ADMIN_TEST_OPTIONS, openAdmin } from './adminFixtures'
import { createAccount, E2E_BACKUP_DIR, EMPTY_SITE, PASSWORD, uniqueEmail } from './fixtures'

// The same bytes whichever project writes them: desktop and phone run side by side.
const NAME = 'machine-soul-scheduled-2026-11-27T03-00-00-000Z.tar.gz'
const BYTES = Buffer.alloc(2048, 'machine soul backup ')

test.describe('Backups, signed in as admin', () => {
  test.use(ADMIN_TEST_OPTIONS)

  test.beforeAll(() => {
    fs.mkdirSync(E2E_BACKUP_DIR, { recursive: true })
    fs.writeFileSync(path.join(E2E_BACKUP_DIR, NAME), BYTES)
  })

  test('the side navigation leads to the newest backup, which downloads with its name and bytes', async ({ page }) => {
    await openAdmin(page, '/admin')
    await expect(page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Backups' })).toHaveAttribute('href', '/admin/backups')
    await openAdmin(page, '/admin/backups')
    await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible()
    await expect(page).toHaveTitle('Backups — Machine Soul')
    const newest = page.getByRole('region', { name: 'Newest backup' })
    await expect(newest.getByText(NAME)).toBeVisible()
    await expect(newest).toContainText('2.0 kB')
    await expect(newest.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
    await expectAxeClean(page)

    const downloading = page.waitForEvent('download')
    await newest.getByRole('link', { name: 'Download' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(NAME)
    expect(fs.readFileSync(await download.path()).equals(BYTES)).toBe(true)
  })
})

test.describe('Backups on a site with none yet', () => {
  test.use({ baseURL: EMPTY_SITE, storageState: ADMIN_STATES.empty })

  test('the view says so and how to make them', async ({ page }) => {
    await openAdmin(page, '/admin/backups')
    const empty = page.getByRole('region', { name: 'No backup yet' })
    await expect(empty.getByRole('heading', { name: 'No backup yet' })).toBeVisible()
    // Within the region: once (phone, CI) a second copy of the text stood outside it for a moment,
    // gone by the failure's snapshot, and made a page-wide match ambiguous. Not explained yet.
    await expect(empty.getByText(/Set BACKUP_CRON \(for example 0 3 \* \* \*, every day at 03:00\) to make one on a schedule/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Download' })).toHaveCount(0)
    await expectAxeClean(page)
  })
})

test('a signed-in user who is not an admin is sent from the backups to /albums', async ({ page }) => {
  await createAccount(page, { firstName: 'Noor', email: uniqueEmail(), password: PASSWORD })
  // Signed in once the sign-up has landed on the home page.
  await expect(page).toHaveURL('/')
  await page.goto('/admin/backups')
  await expect(page).toHaveURL('/albums')
})
