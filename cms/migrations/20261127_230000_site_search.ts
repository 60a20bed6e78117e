import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Site-wide search (cms/search): each searchable table carries its own weighted tsvector as a
 * generated column (titles A, names B, descriptions and bodies C), so every write by any way in
 * keeps it current in the same statement. Words are matched without accents (unaccent) and
 * stemmed (english); titles also get a trigram index for typos, on the same normalised words.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  CREATE TEXT SEARCH CONFIGURATION public.site_search (COPY = pg_catalog.english);
  ALTER TEXT SEARCH CONFIGURATION public.site_search
    ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH public.unaccent, pg_catalog.english_stem;

  ALTER TABLE "albums" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('public.site_search'::regconfig, "title"), 'A')
    || setweight(to_tsvector('public.site_search'::regconfig, coalesce("featured_artist", '')), 'B')
    || setweight(to_tsvector('public.site_search'::regconfig, coalesce("description", '')), 'C')
  ) STORED;
  ALTER TABLE "artists" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('public.site_search'::regconfig, "name"), 'A')
    || setweight(to_tsvector('public.site_search'::regconfig, coalesce("description", '')), 'C')
  ) STORED;
  ALTER TABLE "blog_posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('public.site_search'::regconfig, "title"), 'A')
    || setweight(to_tsvector('public.site_search'::regconfig, coalesce("author_name", '')), 'B')
    || setweight(to_tsvector('public.site_search'::regconfig, coalesce("excerpt", '')), 'C')
    || setweight(to_tsvector('public.site_search'::regconfig, jsonb_path_query_array("content", 'strict $.**.text')), 'C')
  ) STORED;

  -- The titles' normalised words (what typos are measured on) and an artist's name as an album's
  -- B-weighted words: stored, so a search computes no text search document of its own per row.
  ALTER TABLE "albums" ADD COLUMN "search_title" text GENERATED ALWAYS AS (strip(to_tsvector('public.site_search'::regconfig, "title"))::text) STORED;
  ALTER TABLE "artists" ADD COLUMN "search_title" text GENERATED ALWAYS AS (strip(to_tsvector('public.site_search'::regconfig, "name"))::text) STORED;
  ALTER TABLE "blog_posts" ADD COLUMN "search_title" text GENERATED ALWAYS AS (strip(to_tsvector('public.site_search'::regconfig, "title"))::text) STORED;
  ALTER TABLE "artists" ADD COLUMN "search_name" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('public.site_search'::regconfig, "name"), 'B')) STORED;

  CREATE INDEX "albums_search_vector_idx" ON "albums" USING gin ("search_vector");
  CREATE INDEX "artists_search_vector_idx" ON "artists" USING gin ("search_vector");
  CREATE INDEX "blog_posts_search_vector_idx" ON "blog_posts" USING gin ("search_vector");
  CREATE INDEX "albums_title_trgm_idx" ON "albums" USING gin ("search_title" public.gin_trgm_ops);
  CREATE INDEX "artists_name_trgm_idx" ON "artists" USING gin ("search_title" public.gin_trgm_ops);
  CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gin ("search_title" public.gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "albums_title_trgm_idx";
  DROP INDEX IF EXISTS "artists_name_trgm_idx";
  DROP INDEX IF EXISTS "blog_posts_title_trgm_idx";
  ALTER TABLE "albums" DROP COLUMN IF EXISTS "search_vector", DROP COLUMN IF EXISTS "search_title";
  ALTER TABLE "artists" DROP COLUMN IF EXISTS "search_vector", DROP COLUMN IF EXISTS "search_title", DROP COLUMN IF EXISTS "search_name";
  ALTER TABLE "blog_posts" DROP COLUMN IF EXISTS "search_vector", DROP COLUMN IF EXISTS "search_title";
  DROP TEXT SEARCH CONFIGURATION IF EXISTS public.site_search;
  DROP EXTENSION IF EXISTS pg_trgm;
  DROP EXTENSION IF EXISTS unaccent;`)
}
