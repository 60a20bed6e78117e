import { postgresAdapter } from '@payloadcms/db-postgres'
import type { PoolConfig } from 'pg'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isNextBuild } from '../lib/nextBuild'
import { migrations } from '../migrations'
import { ensureEmbeddedDatabase } from './embedded'
import { withMigrationLock } from './migrationLock'
import { writeSessionsAsChanges } from './sessionWrites'
import { dataDir, SOCKET_PORT, socketDir } from './paths'
import { replicaUrls } from './replicas'

const migrationDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations')

// A stuck request fails after this instead of wedging the server.
const connectionTimeoutMillis = 10_000

/**
 * PostgreSQL when DATABASE_URL is set; otherwise the embedded PGlite database under DATA_DIR.
 * Both take the committed migrations at start and never push a schema of their own.
 */
export function databaseAdapter() {
  const url = process.env.DATABASE_URL
  if (url) {
    const readReplicas = replicaUrls()
    const adapter = postgresAdapter({
      ...(readReplicas.length > 0 ? { readReplicas } : {}),
      pool: { connectionString: url, connectionTimeoutMillis },
      // A database DATABASE_URL names but the server lacks is a typo far more often than a wish:
      // made anew, it came up empty, with the demo content, in place of the site's own.
      disableCreateDatabase: true,
      push: false,
      migrationDir,
      prodMigrations: migrations,
    })
    return beforeConnecting(adapter, undefined, { oneMigrationAtATime: true })
  }
  const dir = dataDir()
  // Payload keeps one pooled client for itself; two leave one for requests, and PGlite
  // serialises everything anyway.
  const pool: PoolConfig = {
    host: socketDir(dir),
    port: SOCKET_PORT,
    user: 'postgres',
    password: 'embedded',
    database: 'postgres',
    max: 2,
    connectionTimeoutMillis,
  }
  const adapter = postgresAdapter({ pool, push: false, migrationDir, prodMigrations: migrations })
  return beforeConnecting(adapter, async () => {
    await ensureEmbeddedDatabase(dir)
  })
}

type Adapter = ReturnType<typeof postgresAdapter>

/**
 * The adapter, writing sessions as changes (sessionWrites.ts), with `step` (if any) run before it
 * connects, and refusing to connect in `next build`: a page that read the database while
 * prerendering would open the embedded one from the build's worker (beside, or against, the
 * `npm start` that holds its folder), or need PostgreSQL to build. On a server other processes
 * may share, `oneMigrationAtATime` has migrations wait for those another process is running
 * (migrationLock.ts); the embedded database has one process by its folder's lock.
 */
function beforeConnecting(adapter: Adapter, step?: () => Promise<void>, { oneMigrationAtATime = false } = {}): Adapter {
  return {
    ...adapter,
    init: (...args: Parameters<Adapter['init']>) => {
      const instance = adapter.init(...args)
      writeSessionsAsChanges(instance)
      if (oneMigrationAtATime) {
        const migrate = instance.migrate
        instance.migrate = function (options) {
          return withMigrationLock(this.pool, () => migrate.call(this, options))
        }
      }
      const connect = instance.connect
      instance.connect = async function (options) {
        if (isNextBuild()) throw new Error('`next build` opened the database: a page read data while prerendering (see cms/lib/nextBuild.ts)')
        await step?.()
        return connect?.call(this, options)
      }
      return instance
    },
  }
}
