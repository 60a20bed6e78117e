import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Albums get a page of their own at /albums/{slug}. Existing albums get a slug from their title
 * the way the collection makes one (cms/lib/slug.ts: lowercase, a-z 0-9 space and hyphen kept,
 * spaces to hyphens, hyphens collapsed and trimmed; 'album' when nothing is left); of albums
 * sharing one, the oldest keeps it and the others add their id.
 *
 * (The generator also listed the legacy_id columns: the previous snapshot predates them. They
 * come from 20261123_173745_legacy_ids and are left out here.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "albums" ADD COLUMN "slug" varchar;
  WITH "bases" AS (
    SELECT "id", coalesce(nullif(trim(both '-' from regexp_replace(regexp_replace(trim(
      regexp_replace(lower("title"), '[^a-z0-9 -]', '', 'g')), '\\s+', '-', 'g'), '-+', '-', 'g')), ''), 'album') AS "base"
    FROM "albums"
  ), "ranked" AS (
    SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "id") AS "n" FROM "bases"
  )
  UPDATE "albums" SET "slug" = CASE WHEN "ranked"."n" = 1 THEN "ranked"."base" ELSE "ranked"."base" || '-' || "albums"."id" END
  FROM "ranked" WHERE "ranked"."id" = "albums"."id";
  ALTER TABLE "albums" ALTER COLUMN "slug" SET NOT NULL;
  CREATE UNIQUE INDEX "albums_slug_idx" ON "albums" USING btree ("slug");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "albums_slug_idx";
  ALTER TABLE "albums" DROP COLUMN "slug";`)
}
