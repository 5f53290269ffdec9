CREATE TABLE "activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"impersonator_id" integer,
	"impersonator_name" text,
	"via" text,
	"token_id" integer,
	"token_name" text,
	"action" text NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"subject_type" text,
	"subject_id" integer,
	"subject_label" text,
	"workspace_id" integer,
	"company_id" integer,
	"changes" jsonb
);
--> statement-breakpoint
CREATE INDEX "activity_company_idx" ON "activity" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "activity_workspace_idx" ON "activity" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE INDEX "activity_subject_idx" ON "activity" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "activity_actor_idx" ON "activity" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "activity_at_idx" ON "activity" USING btree ("at");