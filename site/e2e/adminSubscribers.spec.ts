import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { expectAxeClean } from './axe'
import { ADMIN_TEST_OPTIONS, adminToast, openAdmin } from './adminFixtures'
import { createAccount, PASSWORD, uniqueEmail } from './fixtures'

test.describe('Subscribers, signed in as admin', () => {
  test.use(ADMIN_TEST_OPTIONS)

  test('the side navigation leads to the counts; an address is found, exported and deleted', async ({ page }) => {
    const email = uniqueEmail()
    expect((await page.request.post('/api/newsletter/subscribe', { data: { email, everyRelease: true } })).status()).toBe(200)

    await openAdmin(page, '/admin')
    await expect(page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Subscribers' })).toHaveAttribute('href', '/admin/subscribers')
    await openAdmin(page, '/admin/subscribers')
    await expect(page.getByRole('heading', { name: 'Subscribers', level: 1 })).toBeVisible()
    await expect(page).toHaveTitle('Subscribers — Machine Soul')
    const counts = page.getByRole('region', { name: 'Counts' })
    await expect(counts.getByRole('definition').first()).toHaveText(/^\d+$/)
    await expect(page.getByRole('region', { name: 'Followers per artist' }).getByRole('cell', { name: 'Aurora Circuit' })).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill(email)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const found = page.getByRole('list', { name: 'Subscribers' }).getByRole('listitem')
    await expect(found).toHaveCount(1)
    await expect(found).toContainText(email)
    await expect(found).toContainText('Pending')
    await expectAxeClean(page)

    const downloading = page.waitForEvent('download')
    await counts.getByRole('link', { name: 'Export as CSV' }).click()
    const csv = fs.readFileSync(await (await downloading).path(), 'utf8')
    expect(csv.split('\r\n')[0]).toBe('Email,Status,Every release,Follows,Consent given,Consent source')
    expect(csv).toContain(`${email},pending,yes,,,footer`)

    await found.getByRole('button', { name: `Delete ${email}` }).click()
    const dialog = page.getByRole('dialog', { name: `Delete ${email}?` })
    await expectAxeClean(page)
    await dialog.getByRole('button', { name: 'Delete for good' }).click()
    await expect(adminToast(page, `${email} was deleted`)).toBeVisible()
    await expect(page.getByText('No subscribers found')).toBeVisible()
  })

  test("an album's edit page shows its release e-mail and sends a test to the admin", async ({ page }) => {
    const albums = await (await page.request.get('/cms-api/albums?limit=1&sort=-releaseDate&depth=0')).json()
    await openAdmin(page, `/admin/collections/albums/${albums.docs[0].id}`)
    const box = page.getByRole('region', { name: 'Release e-mail' })
    await expect(box.getByText(/^Not sent yet|^Sent$/)).toBeVisible()
    await box.getByRole('button', { name: 'Send a test to me' }).click()
    await expect(adminToast(page, 'Test e-mail sent to your address')).toBeVisible()
  })
})

test('a signed-in user who is not an admin is sent from the subscribers to /albums', async ({ page }) => {
  await createAccount(page, { firstName: 'Noor', email: uniqueEmail(), password: PASSWORD })
  await expect(page).toHaveURL('/')
  await page.goto('/admin/subscribers')
  await expect(page).toHaveURL('/albums')
})
