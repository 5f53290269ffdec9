DROP INDEX "activity_actor_idx";--> statement-breakpoint
DROP INDEX "activity_at_idx";--> statement-breakpoint
DROP INDEX "activity_company_idx";--> statement-breakpoint
DROP INDEX "activity_workspace_idx";--> statement-breakpoint
DROP INDEX "activity_subject_idx";--> statement-breakpoint
CREATE INDEX "activity_at_brin" ON "activity" USING brin ("at");--> statement-breakpoint
CREATE INDEX "activity_company_idx" ON "activity" USING btree ("company_id","id") WHERE "activity"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_workspace_idx" ON "activity" USING btree ("workspace_id","id") WHERE "activity"."workspace_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_subject_idx" ON "activity" USING btree ("subject_type","subject_id","id") WHERE "activity"."subject_id" is not null;