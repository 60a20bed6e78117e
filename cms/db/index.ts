import { postgresAdapter } from '@payloadcms/db-postgres'
import type { PoolConfig } from 'pg'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrations } from '../migrations'
import { ensureEmbeddedDatabase } from './embedded'
import { dataDir, SOCKET_PORT, socketDir } from './paths'

const migrationDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations')

// A stuck request fails after this instead of wedging the server.
const connectionTimeoutMillis = 10_000

/**
 * DATABASE_REPLICA_URLS, comma-separated: read replicas of DATABASE_URL's server. The adapter
 * sends reads there, except for `readReplicasAfterWriteInterval` (2 s) after a write made by
 * this process, when they go to the primary; that timer is per process (README).
 */
export function replicaUrls(env: Record<string, string | undefined> = process.env): string[] {
  return (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
}

/**
 * PostgreSQL when DATABASE_URL is set; otherwise the embedded PGlite database under DATA_DIR.
 * Both take the committed migrations at start and never push a schema of their own.
 */
export function databaseAdapter() {
  const url = process.env.DATABASE_URL
  if (url) {
    const readReplicas = replicaUrls()
    return postgresAdapter({
      ...(readReplicas.length > 0 ? { readReplicas } : {}),
      pool: { connectionString: url, connectionTimeoutMillis },
      push: false,
      migrationDir,
      prodMigrations: migrations,
    })
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
  return {
    ...adapter,
    init: (...args: Parameters<typeof adapter.init>) => {
      const instance = adapter.init(...args)
      const connect = instance.connect
      instance.connect = async function (options) {
        await ensureEmbeddedDatabase(dir)
        return connect?.call(this, options)
      }
      return instance
    },
  }
}
