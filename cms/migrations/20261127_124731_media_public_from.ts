import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { mediaFilenameIn } from '../collections/Media/mediaFileUrl'

type Use = { address: string | null; moment: string | Date | null }

/**
 * Media are read by visitors only from their publicFrom (cms/collections/Media/publicFrom.ts).
 * Existing files get it from the documents that show them, as that module derives it, read here
 * in SQL of this schema: the earliest release of an active album using the file as its cover, or
 * publication of a published post, or 1970 when an active artist or an admin's avatar uses it.
 * A file nothing public uses stays hidden, as new uploads are.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "public_from" timestamp(3) with time zone;
  CREATE INDEX "media_public_from_idx" ON "media" USING btree ("public_from");`)
  const uses = (await db.execute(sql`
    SELECT "cover_image_url" AS "address", "release_date" AS "moment" FROM "albums" WHERE "is_active"
    UNION ALL SELECT "cover_image_url", "published_at" FROM "blog_posts" WHERE "status" = 'published' AND "published_at" IS NOT NULL
    UNION ALL SELECT "profile_image_url", '1970-01-01T00:00:00Z'::timestamptz FROM "artists" WHERE "is_active"
    UNION ALL SELECT "profile_image_url", '1970-01-01T00:00:00Z'::timestamptz FROM "users" WHERE "role" = 'admin'`)) as unknown as { rows: Use[] }
  const earliest = new Map<string, string>()
  for (const { address, moment } of uses.rows) {
    const filename = mediaFilenameIn(address)
    if (filename === null || moment === null) continue
    const iso = new Date(moment).toISOString()
    const known = earliest.get(filename)
    if (known === undefined || iso < known) earliest.set(filename, iso)
  }
  for (const [filename, moment] of earliest) {
    await db.execute(sql`UPDATE "media" SET "public_from" = ${moment} WHERE "filename" = ${filename}`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_public_from_idx";
  ALTER TABLE "media" DROP COLUMN "public_from";`)
}
