import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The header's suggestions (cms/search/suggest.ts) match titles alone, by word prefix: an index of
 * each title's normalised words (search_title, the text of a stripped tsvector, read back as one)
 * answers them from the titles, where the search documents' indexes would also find every body
 * that holds the word and then drop it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "albums_title_words_idx" ON "albums" USING gin (("search_title"::tsvector));
  CREATE INDEX "artists_title_words_idx" ON "artists" USING gin (("search_title"::tsvector));
  CREATE INDEX "blog_posts_title_words_idx" ON "blog_posts" USING gin (("search_title"::tsvector));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "albums_title_words_idx";
  DROP INDEX IF EXISTS "artists_title_words_idx";
  DROP INDEX IF EXISTS "blog_posts_title_words_idx";`)
}
