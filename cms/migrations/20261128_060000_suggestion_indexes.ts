import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Indexes the header's suggestions (cms/search/suggest.ts) are read from on every letter typed, in
 * forms the planner prices right, so it reads a few rows from them instead of whole tables:
 * - a title's words as a stored tsvector (search_title_words) for prefixes, in place of an index
 *   on search_title cast to one, which it costed dearly and the cast per row cheaply; without
 *   GIN's pending list (fastupdate), which every read scans whole until a vacuum empties it:
 *   titles change seldom, suggestions are read on every letter;
 * - the titles' trigrams in GiST in place of GIN: it costed a GIN trigram scan of a short or
 *   common word above reading the table, then spent 10–40 ms comparing every title.
 * The results page reads the same trigram indexes, as fast either way (bench:search).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "albums_title_words_idx";
  DROP INDEX IF EXISTS "artists_title_words_idx";
  DROP INDEX IF EXISTS "blog_posts_title_words_idx";
  ALTER TABLE "albums" ADD COLUMN "search_title_words" tsvector GENERATED ALWAYS AS (strip(to_tsvector('public.site_search'::regconfig, "title"))) STORED;
  ALTER TABLE "artists" ADD COLUMN "search_title_words" tsvector GENERATED ALWAYS AS (strip(to_tsvector('public.site_search'::regconfig, "name"))) STORED;
  ALTER TABLE "blog_posts" ADD COLUMN "search_title_words" tsvector GENERATED ALWAYS AS (strip(to_tsvector('public.site_search'::regconfig, "title"))) STORED;
  CREATE INDEX "albums_title_words_idx" ON "albums" USING gin ("search_title_words") WITH (fastupdate = off);
  CREATE INDEX "artists_title_words_idx" ON "artists" USING gin ("search_title_words") WITH (fastupdate = off);
  CREATE INDEX "blog_posts_title_words_idx" ON "blog_posts" USING gin ("search_title_words") WITH (fastupdate = off);
  DROP INDEX IF EXISTS "albums_title_trgm_idx";
  DROP INDEX IF EXISTS "artists_name_trgm_idx";
  DROP INDEX IF EXISTS "blog_posts_title_trgm_idx";
  CREATE INDEX "albums_title_trgm_idx" ON "albums" USING gist ("search_title" public.gist_trgm_ops);
  CREATE INDEX "artists_name_trgm_idx" ON "artists" USING gist ("search_title" public.gist_trgm_ops);
  CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gist ("search_title" public.gist_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "albums_title_trgm_idx";
  DROP INDEX IF EXISTS "artists_name_trgm_idx";
  DROP INDEX IF EXISTS "blog_posts_title_trgm_idx";
  CREATE INDEX "albums_title_trgm_idx" ON "albums" USING gin ("search_title" public.gin_trgm_ops);
  CREATE INDEX "artists_name_trgm_idx" ON "artists" USING gin ("search_title" public.gin_trgm_ops);
  CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gin ("search_title" public.gin_trgm_ops);
  ALTER TABLE "albums" DROP COLUMN IF EXISTS "search_title_words";
  ALTER TABLE "artists" DROP COLUMN IF EXISTS "search_title_words";
  ALTER TABLE "blog_posts" DROP COLUMN IF EXISTS "search_title_words";
  CREATE INDEX "albums_title_words_idx" ON "albums" USING gin (("search_title"::tsvector));
  CREATE INDEX "artists_title_words_idx" ON "artists" USING gin (("search_title"::tsvector));
  CREATE INDEX "blog_posts_title_words_idx" ON "blog_posts" USING gin (("search_title"::tsvector));`)
}
