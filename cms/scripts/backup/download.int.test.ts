import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Client, uniqueEmail } from '../../testing/client'
import { BACKUP_DOWNLOAD_PORT, TEST_ADMIN } from '../../testing/fixtures'
import { startTestSite, type TestSite } from '../../testing/testSite'
import { stopServer } from '../spawnServer'

/**
 * Issue 37: an admin downloads the newest backup from the admin, through the real server. The
 * files are put into BACKUP_DIR by the test: what is served, and to whom, is the point here (the
 * drill, backup.int.test.ts, makes real archives).
 */

const DOWNLOADS_PER_HOUR = 6
const PATH = '/cms-api/backups/newest'

const sha256 = (bytes: Buffer | Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex')

describe('GET /cms-api/backups/newest', () => {
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-download-test-'))
  let site: TestSite
  let admin: Client
  let person: Client
  let downloads = 0

  /** One download by the admin (each counts against the limit). */
  const download = (suffix = '') => {
    downloads++
    return admin.get(`${PATH}${suffix}`)
  }

  /** A file in BACKUP_DIR with `bytes` random bytes, written `minutesAgo`. */
  function put(name: string, bytes: number, minutesAgo: number): Buffer {
    const body = crypto.randomBytes(bytes)
    const file = path.join(backups, name)
    fs.writeFileSync(file, body)
    const when = new Date(Date.now() - minutesAgo * 60_000)
    fs.utimesSync(file, when, when)
    return body
  }

  beforeAll(async () => {
    site = await startTestSite(BACKUP_DOWNLOAD_PORT, { BACKUP_DIR: backups, RATE_LIMIT_BACKUP_DOWNLOAD: `${DOWNLOADS_PER_HOUR}/3600` })
    admin = new Client(site.url)
    expect((await admin.post('/api/auth/login', TEST_ADMIN)).status).toBe(200)
    person = new Client(site.url)
    expect((await person.post('/api/auth/register', { email: uniqueEmail('reader'), password: 'a-good-password', firstName: 'Reader' })).status).toBe(200)
  }, 180_000)

  afterAll(async () => {
    if (site) await stopServer(site.server)
    fs.rmSync(backups, { recursive: true, force: true })
  }, 60_000)

  it('with no backup yet, answers the admin 404 with what to do', async () => {
    const response = await download()
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: expect.stringMatching(/^There is no backup yet\. Set BACKUP_CRON/) }] })
  })

  it('gives the newest whole archive to an admin, as an attachment, byte for byte, and logs who took which file', async () => {
    put('machine-soul-scheduled-2026-11-25T03-00-00-000Z.tar.gz', 2_000, 60 * 48)
    put('machine-soul-scheduled-2026-11-26T03-00-00-000Z.tar.gz', 2_000, 60 * 24)
    const newest = put('machine-soul-before-restore-2026-11-27T10-00-00-000Z.tar.gz', 300_000, 5)
    // Newer, but not backups: one still being written, and something else in the folder.
    put('machine-soul-scheduled-2026-11-27T03-00-00-000Z.tar.gz.1234-abcd1234.partial', 1_000, 0)
    put('notes.txt', 10, 0)

    const response = await download()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/gzip')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="machine-soul-before-restore-2026-11-27T10-00-00-000Z.tar.gz"')
    expect(response.headers.get('cache-control')).toContain('no-store')
    const received = Buffer.from(await response.arrayBuffer())
    expect(received.length).toBe(newest.length)
    expect(sha256(received)).toBe(sha256(newest))
    // One log entry (a line, or pretty-printed over a few) names who took which file; the log comes through a pipe.
    await vi.waitFor(() => expect(site.log()).toContain('Backup downloaded'))
    const entry = site.log().slice(site.log().indexOf('Backup downloaded')).slice(0, 600)
    expect(entry).toContain(TEST_ADMIN.email)
    expect(entry).toContain('machine-soul-before-restore-2026-11-27T10-00-00-000Z.tar.gz')
  })

  it('refuses a signed-out caller 401 and a signed-in user who is not an admin 403, giving no bytes', async () => {
    const anonymous = await new Client(site.url).get(PATH)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('content-disposition')).toBeNull()
    const user = await person.get(PATH)
    expect(user.status).toBe(403)
    expect(user.headers.get('content-disposition')).toBeNull()
    // A forged session is nobody.
    const forged = await fetch(`${site.url}${PATH}`, { headers: { cookie: 'payload-token=not.a.token', authorization: 'JWT not.a.token' } })
    expect(forged.status).toBe(401)
  })

  it('ignores what a caller adds to the query, and no path reaches another file', async () => {
    const hostile = await download('?file=../../../../etc/passwd&name=..%2F..%2Fpackage.json&dir=/&key=backups/../media')
    expect(hostile.status).toBe(200)
    expect(hostile.headers.get('content-disposition')).toContain('machine-soul-before-restore-2026-11-27T10-00-00-000Z.tar.gz')
    await hostile.arrayBuffer()
    for (const beyond of [
      '/cms-api/backups/..%2F..%2F..%2Fpackage.json',
      '/cms-api/backups/newest%2F..%2F..%2Fpackage.json',
      '/cms-api/backups/notes.txt',
      '/cms-api/backups/newest/..%2Fnotes.txt',
    ]) {
      const response = await admin.get(beyond)
      expect(response.status, beyond).toBe(404)
      expect(response.headers.get('content-disposition'), beyond).toBeNull()
      expect(await response.text(), beyond).not.toMatch(/"name": "machine-soul"|^root:/)
    }
  })

  it('answers 429 with Retry-After beyond RATE_LIMIT_BACKUP_DOWNLOAD, counting the admin too', async () => {
    while (downloads < DOWNLOADS_PER_HOUR) {
      const allowed = await download()
      expect(allowed.status).toBe(200)
      await allowed.arrayBuffer()
    }
    const refused = await download()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({
      errors: [{ message: expect.stringMatching(/^Too many backup downloads\. Please wait \d+ minutes and try again\.$/) }],
    })
    // Another caller is not limited by the admin's downloads: still only refused for not being one.
    expect((await person.get(PATH)).status).toBe(403)
  })
})
