-- Indexes matching every paged list's order and filter (decision 0010). pg_trgm serves ILIKE '%term%'
-- through GIN indexes; PGlite loads the extension in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "brands_company_idx";--> statement-breakpoint
DROP INDEX "company_distributors_company_idx";--> statement-breakpoint
DROP INDEX "company_partners_company_idx";--> statement-breakpoint
DROP INDEX "company_retailers_company_idx";--> statement-breakpoint
DROP INDEX "directory_distributors_name_idx";--> statement-breakpoint
DROP INDEX "directory_partners_name_idx";--> statement-breakpoint
DROP INDEX "directory_retailers_name_idx";--> statement-breakpoint
DROP INDEX "files_created_idx";--> statement-breakpoint
DROP INDEX "products_company_idx";--> statement-breakpoint
DROP INDEX "meetings_workspace_idx";--> statement-breakpoint
CREATE INDEX "brands_list_name_idx" ON "brands" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "brands_list_created_idx" ON "brands" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_distributors_list_name_idx" ON "company_distributors" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "company_distributors_list_created_idx" ON "company_distributors" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "company_distributors_name_trgm_idx" ON "company_distributors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_partners_list_name_idx" ON "company_partners" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "company_partners_list_created_idx" ON "company_partners" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "company_partners_name_trgm_idx" ON "company_partners" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_retailers_list_name_idx" ON "company_retailers" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "company_retailers_list_created_idx" ON "company_retailers" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "company_retailers_name_trgm_idx" ON "company_retailers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "directory_distributors_list_name_idx" ON "directory_distributors" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "directory_distributors_list_created_idx" ON "directory_distributors" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "directory_distributors_name_trgm_idx" ON "directory_distributors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "directory_partners_list_name_idx" ON "directory_partners" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "directory_partners_list_created_idx" ON "directory_partners" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "directory_partners_name_trgm_idx" ON "directory_partners" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "directory_retailers_list_name_idx" ON "directory_retailers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "directory_retailers_list_created_idx" ON "directory_retailers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "directory_retailers_name_trgm_idx" ON "directory_retailers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "files_list_name_idx" ON "files" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "files_list_created_idx" ON "files" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "files_name_trgm_idx" ON "files" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "files_description_trgm_idx" ON "files" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insights_list_name_idx" ON "insights" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "insights_list_created_idx" ON "insights" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "insights_name_trgm_idx" ON "insights" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insights_summary_trgm_idx" ON "insights" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meetings_list_name_idx" ON "meetings" USING btree ("workspace_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "meetings_list_created_idx" ON "meetings" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "meetings_title_trgm_idx" ON "meetings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meetings_description_trgm_idx" ON "meetings" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_list_name_idx" ON "products" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_list_created_idx" ON "products" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_work_order_idx" ON "tasks" USING btree ("workspace_id",("completed_at" is not null),"due_date","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "tasks"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "tasks_list_name_idx" ON "tasks" USING btree ("workspace_id",lower("title"),"id") WHERE "tasks"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "tasks_list_created_idx" ON "tasks" USING btree ("workspace_id","created_at","id") WHERE "tasks"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "tasks_title_trgm_idx" ON "tasks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_description_trgm_idx" ON "tasks" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meetings_workspace_idx" ON "meetings" USING btree ("workspace_id","starts_at","id");