import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The vocabulary of titles the header's suggestions correct typos against (cms/search/vocabulary.ts):
 * each normalised title word once, with the number of titles holding it, kept by the collections'
 * hooks. Its words in "C" order, so the primary key answers "is this a word's start" (^@); their
 * trigrams in GiST, for the nearest words to a typo. Filled from the titles stored so far.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "search_words" ("word" text COLLATE "C" PRIMARY KEY, "uses" integer NOT NULL);
  CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" public.gist_trgm_ops);
  INSERT INTO "search_words" ("word", "uses") SELECT word, ndoc FROM ts_stat(
    'SELECT search_title_words FROM albums UNION ALL SELECT search_title_words FROM artists UNION ALL SELECT search_title_words FROM blog_posts');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_words";`)
}
