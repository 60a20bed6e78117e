import type { Pool } from 'pg'

const MIGRATIONS_KEY = 'machine-soul:migrations'

/**
 * Runs `migrate` holding the migrations' advisory lock on `pool`'s server: instances (or imports)
 * started at once on a new database take turns, and the later one finds the migrations done
 * instead of creating the same tables again (it failed with a duplicate key and 500 lines of
 * SQL). A session lock on a connection of its own, as migrations commit as they go; the
 * connection is closed afterwards, which ends the lock whatever happened.
 */
export async function withMigrationLock<T>(pool: Pool, migrate: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [MIGRATIONS_KEY])
    return await migrate()
  } finally {
    client.release(true)
  }
}
