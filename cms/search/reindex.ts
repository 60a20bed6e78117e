import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { SEARCH_TABLES } from './tables'
import { rebuildVocabulary } from './vocabulary'

/**
 * Computes every row's search document anew and rebuilds the search indexes: what a change of
 * the text search configuration (or of unaccent's rules, with a PostgreSQL upgrade) needs, since
 * a stored document keeps the words it was computed with, and the vocabulary of titles with them.
 * Writes keep them current otherwise. Answers the rows done per table.
 */
export async function reindexSearch(payload: Payload): Promise<Record<string, number>> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const done: Record<string, number> = {}
  for (const [table, column] of SEARCH_TABLES) {
    // Assigning a column itself makes PostgreSQL compute the row's generated search columns again.
    const updated = await drizzle.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${sql.identifier(column)}`)
    done[table] = updated.rowCount ?? 0
    await drizzle.execute(sql`REINDEX TABLE ${sql.identifier(table)}`)
    await drizzle.execute(sql`ANALYZE ${sql.identifier(table)}`)
  }
  await rebuildVocabulary(drizzle)
  return done
}
