import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3ClientConfig } from '../../lib/mediaStorage'
import { Client } from '../../testing/client'
import { FAKE_S3_BUCKET as BUCKET, startFakeS3, type FakeS3 } from '../../testing/fakeS3'
import { BACKUP_BUCKET_DOWNLOAD_PORT, TEST_ADMIN } from '../../testing/fixtures'
import { startTestSite, type TestSite } from '../../testing/testSite'
import { stopServer } from '../spawnServer'
import { BUCKET_FOLDER } from './schedule'

/**
 * The admin's download of the newest backup when the scheduled ones go to the bucket (S3_BUCKET
 * set, no BACKUP_DIR): listed and read from an S3 store, faked on loopback by s3rver. The disk
 * case, and who may download, are download.int.test.ts's.
 */

const PATH = '/cms-api/backups/newest'

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex')

describe('GET /cms-api/backups/newest, with backups in the bucket', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-bucket-download-test-'))
  let store: FakeS3 | null = null
  let bucket: S3Client
  let site: TestSite
  let admin: Client

  /** An object of `bytes` random bytes under backups/; the store dates it now. */
  async function put(name: string, bytes: number): Promise<Buffer> {
    const body = crypto.randomBytes(bytes)
    await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${BUCKET_FOLDER}${name}`, Body: body }))
    return body
  }

  beforeAll(async () => {
    store = await startFakeS3(scratch)
    const { env } = store
    bucket = new S3Client(s3ClientConfig(env))
    site = await startTestSite(BACKUP_BUCKET_DOWNLOAD_PORT, env)
    admin = new Client(site.url)
    expect((await admin.post('/api/auth/login', TEST_ADMIN)).status).toBe(200)
  }, 180_000)

  afterAll(async () => {
    if (site) await stopServer(site.server)
    await store?.close()
    fs.rmSync(scratch, { recursive: true, force: true })
  }, 60_000)

  it('with nothing under backups/ yet, answers 404 with what to do', async () => {
    // A media file in the bucket is no backup.
    await bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'cover.webp', Body: Buffer.from('not a backup') }))
    const response = await admin.get(PATH)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: expect.stringMatching(/^There is no backup yet\. Set BACKUP_CRON/) }] })
  })

  it('gives the newest whole archive in the bucket, byte for byte, passing over partial files and others', async () => {
    await put('machine-soul-scheduled-2026-11-25T03-00-00-000Z.tar.gz', 2_000)
    // The store dates objects to the second: the newest must be written in a later one.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const newest = await put('machine-soul-scheduled-2026-11-26T03-00-00-000Z.tar.gz', 300_000)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await put('machine-soul-scheduled-2026-11-27T03-00-00-000Z.tar.gz.1234-abcd1234.partial', 1_000)
    await put('notes.txt', 10)

    const response = await admin.get(PATH)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/gzip')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="machine-soul-scheduled-2026-11-26T03-00-00-000Z.tar.gz"')
    const received = Buffer.from(await response.arrayBuffer())
    expect(received.length).toBe(newest.length)
    expect(sha256(received)).toBe(sha256(newest))
  })

  it('answers 503 with a message while the bucket cannot be reached, and serves again once it can', async () => {
    const { port } = store!
    await store!.close()
    const response = await admin.get(PATH)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ errors: [{ message: 'The backups cannot be read right now. Please try again later.' }] })
    // Started again on the same port and folder: the archives are still there.
    store = await startFakeS3(scratch, port)
    const again = await admin.get(PATH)
    expect(again.status).toBe(200)
    await again.arrayBuffer()
  })
})
