import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { spawnServer, stopServer } from '../spawnServer'
import { startFakeS3 } from '../../testing/fakeS3'
import { startFakeSmtp } from '../../testing/fakeSmtp'
import { FAKE_SPOTIFY_CREDENTIALS, startFakeSpotify } from '../../testing/fakeSpotify'
import { COLLECTIVE_INBOX, TEST_ADMIN } from '../../testing/fixtures'
import { freshDatabase } from '../../testing/freshDatabase'
import { reachable, waitUntilUp } from '../../testing/servers'
import { startNginx } from './nginx'

export type Cluster = {
  /** nginx, in front of every instance. */
  url: string
  instances: { url: string; pid: number; dataDir: string }[]
  databaseUrl: string
  mailbox: string
  stop: () => Promise<void>
}

/**
 * The production picture on loopback: a fresh PostgreSQL database, Redis, an S3-compatible fake
 * (s3rver), `count` instances of the one build with the same secrets, and nginx balancing them
 * round-robin on `port`; the instances take `port + 1` onwards, the S3 fake `port + 9`.
 */
export async function startCluster({ port, count }: { port: number; count: number }): Promise<Cluster> {
  const stops: (() => Promise<unknown>)[] = []
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch((error: unknown) => console.error('cluster cleanup:', error))
  }
  try {
    const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
    const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
    if (!(await reachable(redisUrl))) throw new Error(`no Redis at ${redisUrl}`)
    const database = await freshDatabase(serverUrl)
    stops.push(database.drop)

    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-cluster-'))
    stops.push(async () => fs.rmSync(scratch, { recursive: true, force: true }))
    const s3 = await startFakeS3(scratch, port + 9)
    stops.push(s3.close)
    const mailbox = path.join(scratch, 'mail')
    const smtp = await startFakeSmtp(mailbox)
    stops.push(smtp.close)
    const spotify = await startFakeSpotify()
    stops.push(spotify.close)

    const url = `http://127.0.0.1:${port}`
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      ...database.env,
      SITE_URL: url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `machine-soul-cluster-${crypto.randomUUID()}:`,
      PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
      TRUSTED_PROXY_COUNT: '1',
      // Every second, so that the job runner's hand-over is seen within the tests.
      JOBS_CRON: '* * * * * *',
      // The release e-mails claimed by an instance killed mid-send are sent again within the test.
      NEWSLETTER_STALE_CLAIM_SECONDS: '10',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ...s3.env,
      SMTP_URL: smtp.url,
      CONTACT_EMAIL_TO: COLLECTIVE_INBOX,
      SPOTIFY_CLIENT_ID: FAKE_SPOTIFY_CREDENTIALS.id,
      SPOTIFY_CLIENT_SECRET: FAKE_SPOTIFY_CREDENTIALS.secret,
      SPOTIFY_API_URL: `${spotify.url}/v1`,
      SPOTIFY_ACCOUNTS_URL: spotify.url,
    }
    const instances: Cluster['instances'] = []
    const servers: ChildProcess[] = []
    stops.push(async () => {
      await Promise.all(servers.map(stopServer))
    })
    // One after the other: the first applies the migrations and seeds, the next find them done.
    for (let index = 1; index <= count; index++) {
      const dataDir = path.join(scratch, `instance-${index}`)
      const server = spawnServer(String(port + index), { hostname: '127.0.0.1', env: { ...shared, DATA_DIR: dataDir } })
      servers.push(server)
      const base = `http://127.0.0.1:${port + index}`
      await waitUntilUp(base, server)
      instances.push({ url: base, pid: server.pid!, dataDir })
    }
    const nginx = await startNginx(
      port,
      instances.map((_, index) => port + 1 + index),
    )
    stops.push(nginx.stop)
    return { url, instances, databaseUrl: String(database.env.DATABASE_URL), mailbox, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
