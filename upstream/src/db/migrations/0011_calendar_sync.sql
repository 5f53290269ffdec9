CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_calendar_events" (
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"google_event_id" text,
	"calendar_id" text DEFAULT 'primary' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"synced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_calendar_events_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "google_tokens" ADD COLUMN "needs_reconnect_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "google_tokens" ADD COLUMN "reconnect_reason" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_calendar_events" ADD CONSTRAINT "meeting_calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_secret_idx" ON "calendar_feeds" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "meeting_calendar_events_user_idx" ON "meeting_calendar_events" USING btree ("user_id");