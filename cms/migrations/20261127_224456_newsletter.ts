import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'confirmed', 'paused', 'unsubscribed');
  CREATE TYPE "public"."enum_subscribers_consent_source" AS ENUM('footer', 'albums', 'album', 'artist');
  CREATE TYPE "public"."enum_release_mail_recipients_state" AS ENUM('pending', 'sending', 'sent', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pruneSubscribers' BEFORE 'sendPasswordReset';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pruneSubscribers' BEFORE 'sendPasswordReset';
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"every_release" boolean DEFAULT false NOT NULL,
  	"consent_at" timestamp(3) with time zone,
  	"consent_source" "enum_subscribers_consent_source",
  	"confirm_token_hash" varchar,
  	"confirm_token_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artists_id" integer
  );
  
  CREATE TABLE "release_mails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"album_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "release_mail_recipients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"release_mail_id" integer NOT NULL,
  	"subscriber_id" integer,
  	"state" "enum_release_mail_recipients_state" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"claimed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "subscribers_rels" ADD CONSTRAINT "subscribers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscribers_rels" ADD CONSTRAINT "subscribers_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "release_mails" ADD CONSTRAINT "release_mails_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "release_mail_recipients" ADD CONSTRAINT "release_mail_recipients_release_mail_id_release_mails_id_fk" FOREIGN KEY ("release_mail_id") REFERENCES "public"."release_mails"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "release_mail_recipients" ADD CONSTRAINT "release_mail_recipients_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_confirm_token_hash_idx" ON "subscribers" USING btree ("confirm_token_hash");
  CREATE INDEX "subscribers_confirm_token_expires_at_idx" ON "subscribers" USING btree ("confirm_token_expires_at");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "subscribers_rels_order_idx" ON "subscribers_rels" USING btree ("order");
  CREATE INDEX "subscribers_rels_parent_idx" ON "subscribers_rels" USING btree ("parent_id");
  CREATE INDEX "subscribers_rels_path_idx" ON "subscribers_rels" USING btree ("path");
  CREATE INDEX "subscribers_rels_artists_id_idx" ON "subscribers_rels" USING btree ("artists_id");
  CREATE UNIQUE INDEX "release_mails_album_idx" ON "release_mails" USING btree ("album_id");
  CREATE INDEX "release_mails_updated_at_idx" ON "release_mails" USING btree ("updated_at");
  CREATE INDEX "release_mails_created_at_idx" ON "release_mails" USING btree ("created_at");
  CREATE INDEX "release_mail_recipients_release_mail_idx" ON "release_mail_recipients" USING btree ("release_mail_id");
  CREATE INDEX "release_mail_recipients_subscriber_idx" ON "release_mail_recipients" USING btree ("subscriber_id");
  CREATE INDEX "release_mail_recipients_state_idx" ON "release_mail_recipients" USING btree ("state");
  CREATE INDEX "release_mail_recipients_next_attempt_at_idx" ON "release_mail_recipients" USING btree ("next_attempt_at");
  CREATE INDEX "release_mail_recipients_updated_at_idx" ON "release_mail_recipients" USING btree ("updated_at");
  CREATE INDEX "release_mail_recipients_created_at_idx" ON "release_mail_recipients" USING btree ("created_at");
  CREATE UNIQUE INDEX "releaseMail_subscriber_idx" ON "release_mail_recipients" USING btree ("release_mail_id","subscriber_id");`)
  // Albums out before the list existed were never news to it: each counts as announced already,
  // so the first run of the sender does not mail the whole back catalogue.
  await db.execute(sql`INSERT INTO "release_mails" ("album_id") SELECT "id" FROM "albums" WHERE "release_date" <= now();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "subscribers" CASCADE;
  DROP TABLE "subscribers_rels" CASCADE;
  DROP TABLE "release_mails" CASCADE;
  DROP TABLE "release_mail_recipients" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'pruneRateLimits', 'sendPasswordReset', 'noticeSignInBurst', 'scheduledBackup');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'pruneRateLimits', 'sendPasswordReset', 'noticeSignInBurst', 'scheduledBackup');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_subscribers_consent_source";
  DROP TYPE "public"."enum_release_mail_recipients_state";`)
}
