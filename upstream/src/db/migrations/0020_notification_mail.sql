CREATE TABLE "notification_emails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"notification_id" uuid NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"record_key" text,
	"data" jsonb NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"mail_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"subject" text NOT NULL,
	"notification_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"channels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_mode" text DEFAULT 'instant' NOT NULL,
	"digest_hour" smallint DEFAULT 8 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"quiet_from" smallint,
	"quiet_to" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_mail_id_notification_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."notification_mails"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
CREATE INDEX "notification_emails_due_idx" ON "notification_emails" USING btree ("due_at") WHERE "notification_emails"."mail_id" is null;--> statement-breakpoint
CREATE INDEX "notification_emails_user_idx" ON "notification_emails" USING btree ("user_id","digest","record_key") WHERE "notification_emails"."mail_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_mails_key_unique" ON "notification_mails" USING btree ("key");--> statement-breakpoint
CREATE INDEX "notification_mails_user_idx" ON "notification_mails" USING btree ("user_id","created_at");--> statement-breakpoint
-- Like every table (migration 0013): deferrable references and captured deletes, what a restore from the trash relies on.
SELECT trash_track('notification_emails');--> statement-breakpoint
SELECT trash_track('notification_mails');--> statement-breakpoint
SELECT trash_track('notification_preferences');
