/**
 * Serves the built site for the integration and end-to-end tests: on $PORT (default 3210), at
 * http://127.0.0.1, on a database of its own that is thrown away afterwards — a temporary PGlite
 * folder, or a fresh database on the PostgreSQL server of DATABASE_URL when that is set — and
 * with a fake Spotify on loopback.
 */
import crypto from 'node:crypto'
import { startFakeSmtp } from '../testing/fakeSmtp'
import { FAKE_SPOTIFY_CREDENTIALS, startFakeSpotify } from '../testing/fakeSpotify'
import { freshDatabase } from '../testing/freshDatabase'
import fs from 'node:fs'
import { spawnServer, stopServer } from './spawnServer'
import { buildIdFile } from './build'

const port = process.env.PORT || '3210'

// `npm test` builds first when sources changed; here a build only has to exist.
if (!fs.existsSync(buildIdFile)) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: port,
  SITE_URL: process.env.SITE_URL || `http://127.0.0.1:${port}`,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || crypto.randomBytes(24).toString('hex'),
  NODE_ENV: 'production',
}

// A fresh database needs a cache of its own when REDIS_URL shares one between runs.
if (env.REDIS_URL && !env.REDIS_KEY_PREFIX) env.REDIS_KEY_PREFIX = `machine-soul-test-${crypto.randomUUID()}:`

const database = await freshDatabase(process.env.DATABASE_URL)
Object.assign(env, database.env)
// A test that works on the server's database from outside (the legacy import) learns where it is.
if (process.env.TEST_DATABASE_FILE) fs.writeFileSync(process.env.TEST_DATABASE_FILE, JSON.stringify(database.env))
// Spotify is faked on loopback: no test reaches the internet.
const spotify = await startFakeSpotify()
Object.assign(env, {
  SPOTIFY_CLIENT_ID: FAKE_SPOTIFY_CREDENTIALS.id,
  SPOTIFY_CLIENT_SECRET: FAKE_SPOTIFY_CREDENTIALS.secret,
  SPOTIFY_API_URL: `${spotify.url}/v1`,
  SPOTIFY_ACCOUNTS_URL: spotify.url,
})

// With TEST_MAILBOX (and no SMTP_URL), the site's e-mails land as files in that folder.
const smtp = process.env.TEST_MAILBOX && !process.env.SMTP_URL ? await startFakeSmtp(process.env.TEST_MAILBOX) : null
if (smtp) env.SMTP_URL = smtp.url

const server = spawnServer(port, { hostname: '127.0.0.1', env })
let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  await stopServer(server)
  await spotify.close()
  await smtp?.close()
  await database.drop().catch((error) => console.error('Test database cleanup failed:', error))
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0))
server.on('exit', (code) => void stop(code ?? 0))
