import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { CONFIG } from './query'
import { SEARCH_TABLES } from './tables'

type Db = PostgresAdapter['drizzle']

/**
 * The vocabulary of titles (table search_words, migration search_vocabulary): every normalised
 * word of an album's, artist's or post's title, with how many titles hold it. The header's
 * suggestions read it to tell a typo from a word being typed, and to correct the typo to the
 * nearest words there are, by trigrams, on a few thousand words instead of every title.
 */

/** The statements that fill the vocabulary anew from the stored titles: after a bulk load or a reindex. */
export const REBUILD_VOCABULARY = [
  'DELETE FROM search_words',
  `INSERT INTO search_words (word, uses) SELECT word, ndoc FROM ts_stat(
    '${SEARCH_TABLES.map(([table]) => `SELECT search_title_words FROM ${table}`).join(' UNION ALL ')}')`,
  'ANALYZE search_words',
] as const

/** Fills the vocabulary anew from the stored titles. */
export async function rebuildVocabulary(db: Db): Promise<void> {
  for (const statement of REBUILD_VOCABULARY) await db.execute(sql.raw(statement))
}

/**
 * Counts the words of title `after` in and those of `before` out (null for none), in the caller's
 * transaction: a word no title holds any more leaves the vocabulary.
 */
export async function recountTitleWords(db: Db, before: string | null, after: string | null): Promise<void> {
  const words = (title: string | null) => sql`unnest(tsvector_to_array(to_tsvector(${CONFIG}, coalesce(${title}::text, ''))))`
  const changes = sql`
    SELECT word, sum(delta)::integer AS delta FROM (
      SELECT ${words(before)} AS word, -1 AS delta UNION ALL SELECT ${words(after)}, 1
    ) counted GROUP BY word HAVING sum(delta) <> 0`
  // In word order: two writes sharing words lock them in the same order, so neither waits on the other in a circle.
  const { rows } = await db.execute<{ word: string; uses: number }>(sql`
    INSERT INTO search_words AS w (word, uses) SELECT word, delta FROM (${changes}) changed ORDER BY word
    ON CONFLICT (word) DO UPDATE SET uses = w.uses + excluded.uses
    RETURNING word, uses`)
  const unused = rows.filter((row) => row.uses <= 0).map((row) => row.word)
  // One statement cannot both count a word down and delete it: the count is read back first.
  if (unused.length > 0) await db.execute(sql`DELETE FROM search_words WHERE uses <= 0 AND word IN (SELECT jsonb_array_elements_text(${JSON.stringify(unused)}::jsonb))`)
}
