import type { sql } from '@payloadcms/db-postgres'

/** A piece of SQL with its parameters (drizzle's SQL, which the adapter does not re-export by name). */
export type SQL = ReturnType<typeof sql>
