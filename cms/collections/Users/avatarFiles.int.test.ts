import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, Client, uniqueEmail } from '../../testing/client'
import { FAKE_IMAGE_HOST, startFakeImageHost, type FakeImageHost } from '../../testing/fakeImageHost'
import { AVATAR_FILES_PORT, TEST_ADMIN } from '../../testing/fixtures'
import { startTestSite, type TestSite } from '../../testing/testSite'
import { stopServer } from '../../scripts/spawnServer'

/**
 * The files behind avatar copies, on the site's disk: a write refused after the avatar was
 * fetched leaves none behind. avatar.int.test.ts has what readers are shown.
 */
describe('avatar copies on disk', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-avatar-files-'))
  let host: FakeImageHost
  let site: TestSite
  /** The avatar files the site holds. */
  const files = () => fs.readdirSync(path.join(site.env.DATA_DIR!, 'avatars')).sort()

  async function register(firstName: string) {
    const client = new Client(site.url)
    const email = uniqueEmail(firstName.toLowerCase())
    const { status, body } = await answer<{ user: { id: string } }>(client.post('/api/auth/register', { email, password: 'a-good-password', firstName }))
    expect(status).toBe(200)
    return { client, email, id: body.user.id }
  }
  const update = (client: Client, id: string, data: string) =>
    client.graphql<{ updateUser: { profileImageUrl: string | null } }>(`mutation { updateUser(id: ${id}, data: ${data}) { profileImageUrl } }`)

  beforeAll(async () => {
    host = await startFakeImageHost()
    // DATA_DIR is the embedded database's folder when there is one: the site answers where it is.
    site = await startTestSite(AVATAR_FILES_PORT, { DATA_DIR: scratch, AVATAR_FETCH_TEST_HOSTS: FAKE_IMAGE_HOST })
  }, 180_000)

  afterAll(async () => {
    if (site) await stopServer(site.server)
    await host?.close()
    fs.rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  it('keeps one file per avatar taken, and none for a write refused after the image was fetched', async () => {
    const ada = await register('Ada')
    const taken = await update(ada.client, ada.id, `{ profileImageUrl: "${host.url}/photo.jpg" }`)
    expect(taken.errors).toBeUndefined()
    const copy = taken.data!.updateUser.profileImageUrl!
    expect(files()).toEqual([path.basename(copy)])

    const bea = await register('Bea')
    const boss = new Client(site.url)
    expect((await boss.post('/api/auth/login', TEST_ADMIN)).status).toBe(200)
    const refusals: [Client, string][] = [
      // Another field's check fails after the avatar's hook has run.
      [bea.client, `{ profileImageUrl: "${host.url}/photo.jpg", lastName: "${'x'.repeat(5000)}" }`],
      // The database refuses the row: the address belongs to another account (only an admin changes one).
      [boss, `{ profileImageUrl: "${host.url}/photo.jpg", email: "${ada.email}" }`],
    ]
    for (const [client, data] of refusals) {
      const mark = host.requests.length
      const refused = await update(client, bea.id, data)
      expect((refused.errors?.[0] as { extensions?: { statusCode?: number } } | undefined)?.extensions?.statusCode, data.slice(0, 60)).toBe(400)
      // The image was fetched, so a copy was made, and nothing of it stays.
      expect(host.requests.slice(mark)).toEqual(['/photo.jpg'])
      expect(files()).toEqual([path.basename(copy)])
    }
    expect((await new Client(site.url).get(copy)).status).toBe(200)
  })
})
