import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Posts signed with an account's e-mail (the old fallback for admins without a name) are signed by the collective. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "blog_posts" SET "author_name" = 'Machine Soul'
  WHERE lower("author_name") IN (SELECT lower("email") FROM "users");`)
}

// The e-mails are not written back: they should never have been public.
export async function down(_args: MigrateDownArgs): Promise<void> {}
