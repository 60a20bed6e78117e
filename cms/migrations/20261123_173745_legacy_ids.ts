import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "albums" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "albums" ADD COLUMN "legacy_hash" varchar;
  ALTER TABLE "artists" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "artists" ADD COLUMN "legacy_hash" varchar;
  ALTER TABLE "blog_posts" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "blog_posts" ADD COLUMN "legacy_hash" varchar;
  ALTER TABLE "comments" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "comments" ADD COLUMN "legacy_hash" varchar;
  ALTER TABLE "lyric_submissions" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "lyric_submissions" ADD COLUMN "legacy_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "legacy_id" varchar;
  ALTER TABLE "users" ADD COLUMN "legacy_hash" varchar;
  CREATE UNIQUE INDEX "albums_legacy_id_idx" ON "albums" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "artists_legacy_id_idx" ON "artists" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "blog_posts_legacy_id_idx" ON "blog_posts" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "comments_legacy_id_idx" ON "comments" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "lyric_submissions_legacy_id_idx" ON "lyric_submissions" USING btree ("legacy_id");
  CREATE UNIQUE INDEX "users_legacy_id_idx" ON "users" USING btree ("legacy_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "albums_legacy_id_idx";
  DROP INDEX "artists_legacy_id_idx";
  DROP INDEX "blog_posts_legacy_id_idx";
  DROP INDEX "comments_legacy_id_idx";
  DROP INDEX "lyric_submissions_legacy_id_idx";
  DROP INDEX "users_legacy_id_idx";
  ALTER TABLE "albums" DROP COLUMN "legacy_id";
  ALTER TABLE "albums" DROP COLUMN "legacy_hash";
  ALTER TABLE "artists" DROP COLUMN "legacy_id";
  ALTER TABLE "artists" DROP COLUMN "legacy_hash";
  ALTER TABLE "blog_posts" DROP COLUMN "legacy_id";
  ALTER TABLE "blog_posts" DROP COLUMN "legacy_hash";
  ALTER TABLE "comments" DROP COLUMN "legacy_id";
  ALTER TABLE "comments" DROP COLUMN "legacy_hash";
  ALTER TABLE "lyric_submissions" DROP COLUMN "legacy_id";
  ALTER TABLE "lyric_submissions" DROP COLUMN "legacy_hash";
  ALTER TABLE "users" DROP COLUMN "legacy_id";
  ALTER TABLE "users" DROP COLUMN "legacy_hash";`)
}
