import crypto from 'node:crypto'
import { startChild, waitForUrl } from './children'
import { onCleanup } from './cleanup'
import { APP_ORIGIN, PORTS } from './config'
import { databaseOfProcess, databaseUrl, dropDatabase } from './database'

export const ADMIN = { email: 'bench-admin@bench.test', password: crypto.randomBytes(12).toString('hex') }

/**
 * The built app on a fresh database of the PostgreSQL server at `serverUrl` with the demo content,
 * as serve-test serves it to the tests, with a first admin to top the content up, and `env` on
 * top. Answers the database's URL on that server and serve-test's process id (the server is its child).
 */
export async function startApp(serverUrl: string, env: Record<string, string> = {}): Promise<{ databaseUrl: string; pid: number }> {
  let database: string | null = null
  // Registered first, so it runs after the app has stopped (cleanup goes last-in first-out).
  onCleanup(async () => {
    if (database) await dropDatabase(database)
  })
  const app = startChild('app', ['--import', 'tsx', 'cms/scripts/serve-test.ts'], {
    ...process.env,
    PORT: String(PORTS.app),
    DATABASE_URL: serverUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  })
  // Its first request also migrates and seeds the database: slow on a busy machine.
  await waitForUrl(app, `${APP_ORIGIN}/api/albums`, 200, 300_000)
  database = await databaseOfProcess(app.process.pid!)
  return { databaseUrl: databaseUrl(serverUrl, database), pid: app.process.pid! }
}
