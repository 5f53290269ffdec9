CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"unfollowed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reminder" text NOT NULL,
	"due_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_record_unique" ON "follows" USING btree ("user_id","record_kind","record_id");--> statement-breakpoint
CREATE INDEX "follows_record_idx" ON "follows" USING btree ("record_kind","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_unique" ON "reminders_sent" USING btree ("record_kind","record_id","user_id","reminder","due_key");--> statement-breakpoint
-- Like every table (migration 0013): deferrable references and captured deletes, what a restore from the trash relies on.
SELECT trash_track('follows');--> statement-breakpoint
SELECT trash_track('reminders_sent');
