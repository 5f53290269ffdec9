CREATE TABLE "monitoring_alert_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"monitoring_product_id" integer NOT NULL,
	"page_id" integer,
	"price_id" integer,
	"version_id" integer,
	"task_id" integer,
	"dedupe_key" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_alert_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitoring_product_id" integer NOT NULL,
	"variation_id" integer,
	"kind" text NOT NULL,
	"threshold_amount" bigint,
	"currency" text,
	"percent" double precision,
	"cooldown_minutes" integer DEFAULT 1440 NOT NULL,
	"action" text DEFAULT 'notify' NOT NULL,
	"workspace_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_blobs" (
	"hash" text PRIMARY KEY NOT NULL,
	"storage_name" text NOT NULL,
	"content_type" text NOT NULL,
	"encoding" text NOT NULL,
	"bytes" integer NOT NULL,
	"stored_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"busy_by" text,
	"busy_until" timestamp with time zone,
	"next_allowed_at" timestamp with time zone,
	"robots_txt" text,
	"robots_fetched_at" timestamp with time zone,
	"crawl_delay_ms" integer
);
--> statement-breakpoint
CREATE TABLE "monitoring_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitoring_product_id" integer NOT NULL,
	"variation_id" integer,
	"company_retailer_id" integer,
	"url" text NOT NULL,
	"normalized_url" text NOT NULL,
	"domain" text NOT NULL,
	"fetch_mode" text DEFAULT 'auto' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_detail" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"consecutive_blocks" integer DEFAULT 0 NOT NULL,
	"degraded_notice_at" timestamp with time zone,
	"last_fetcher" text,
	"last_success_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitoring_product_id" integer NOT NULL,
	"page_id" integer,
	"variation_id" integer,
	"amount" bigint,
	"list_amount" bigint,
	"currency" text,
	"availability" text DEFAULT 'unknown' NOT NULL,
	"source" text NOT NULL,
	"raw_text" text,
	"first_observed_at" timestamp with time zone NOT NULL,
	"last_observed_at" timestamp with time zone NOT NULL,
	"observed_count" integer DEFAULT 1 NOT NULL,
	"version_id" integer,
	"request_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"brand" text,
	"gtin" text,
	"mpn" text,
	"sku" text,
	"map_amount" bigint,
	"map_currency" text,
	"schedule_cron" text DEFAULT '0 */6 * * *' NOT NULL,
	"schedule_tz" text DEFAULT 'UTC' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"value" double precision NOT NULL,
	"count" integer,
	"best" double precision,
	"first_observed_at" timestamp with time zone NOT NULL,
	"last_observed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitoring_product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"contents" jsonb,
	"error" text,
	"created_by" integer,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitoring_product_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"scraping_request_id" integer,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"fetcher" text,
	"http_status" integer,
	"final_url" text,
	"error_code" text,
	"error" text,
	"duration_ms" integer,
	"bytes" integer,
	"version_id" integer,
	"price_id" integer,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitoring_product_id" integer NOT NULL,
	"page_id" integer,
	"review_key" text NOT NULL,
	"author" text,
	"rating" double precision,
	"title" text,
	"body" text NOT NULL,
	"published_on" date,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitoring_product_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"kind" text DEFAULT 'page' NOT NULL,
	"last_version_id" integer,
	"version_count" integer DEFAULT 0 NOT NULL,
	"seen_count" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitoring_product_id" integer NOT NULL,
	"name" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sku" text,
	"gtin" text,
	"url" text,
	"map_amount" bigint,
	"map_currency" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"snapshot_id" integer NOT NULL,
	"number" integer NOT NULL,
	"content_hash" text NOT NULL,
	"previous_version_id" integer,
	"text_blob" text NOT NULL,
	"html_blob" text,
	"screenshot_blob" text,
	"diff" jsonb,
	"extracted" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" integer,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scraping_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"page_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_by" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitoring_alert_events" ADD CONSTRAINT "monitoring_alert_events_rule_id_monitoring_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."monitoring_alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alert_events" ADD CONSTRAINT "monitoring_alert_events_monitoring_product_id_monitoring_products_id_fk" FOREIGN KEY ("monitoring_product_id") REFERENCES "public"."monitoring_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alert_events" ADD CONSTRAINT "monitoring_alert_events_page_id_monitoring_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."monitoring_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alert_events" ADD CONSTRAINT "monitoring_alert_events_price_id_monitoring_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."monitoring_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alert_events" ADD CONSTRAINT "monitoring_alert_events_version_id_monitoring_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."monitoring_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alert_events" ADD CONSTRAINT "monitoring_alert_events_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alert_rules" ADD CONSTRAINT "monitoring_alert_rules_monitoring_product_id_monitoring_products_id_fk" FOREIGN KEY ("monitoring_product_id") REFERENCES "public"."monitoring_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alert_rules" ADD CONSTRAINT "monitoring_alert_rules_variation_id_monitoring_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."monitoring_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alert_rules" ADD CONSTRAINT "monitoring_alert_rules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alert_rules" ADD CONSTRAINT "monitoring_alert_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_pages" ADD CONSTRAINT "monitoring_pages_monitoring_product_id_monitoring_products_id_fk" FOREIGN KEY ("monitoring_product_id") REFERENCES "public"."monitoring_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_pages" ADD CONSTRAINT "monitoring_pages_variation_id_monitoring_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."monitoring_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_pages" ADD CONSTRAINT "monitoring_pages_company_retailer_id_company_retailers_id_fk" FOREIGN KEY ("company_retailer_id") REFERENCES "public"."company_retailers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_prices" ADD CONSTRAINT "monitoring_prices_monitoring_product_id_monitoring_products_id_fk" FOREIGN KEY ("monitoring_product_id") REFERENCES "public"."monitoring_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_prices" ADD CONSTRAINT "monitoring_prices_page_id_monitoring_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."monitoring_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_prices" ADD CONSTRAINT "monitoring_prices_variation_id_monitoring_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."monitoring_variations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_prices" ADD CONSTRAINT "monitoring_prices_version_id_monitoring_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."monitoring_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_prices" ADD CONSTRAINT "monitoring_prices_request_id_monitoring_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."monitoring_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_prices" ADD CONSTRAINT "monitoring_prices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_products" ADD CONSTRAINT "monitoring_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_products" ADD CONSTRAINT "monitoring_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_products" ADD CONSTRAINT "monitoring_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_ratings" ADD CONSTRAINT "monitoring_ratings_page_id_monitoring_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."monitoring_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_reports" ADD CONSTRAINT "monitoring_reports_monitoring_product_id_monitoring_products_id_fk" FOREIGN KEY ("monitoring_product_id") REFERENCES "public"."monitoring_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_reports" ADD CONSTRAINT "monitoring_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD CONSTRAINT "monitoring_requests_monitoring_product_id_monitoring_products_id_fk" FOREIGN KEY ("monitoring_product_id") REFERENCES "public"."monitoring_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD CONSTRAINT "monitoring_requests_page_id_monitoring_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."monitoring_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD CONSTRAINT "monitoring_requests_scraping_request_id_scraping_requests_id_fk" FOREIGN KEY ("scraping_request_id") REFERENCES "public"."scraping_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD CONSTRAINT "monitoring_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_reviews" ADD CONSTRAINT "monitoring_reviews_monitoring_product_id_monitoring_products_id_fk" FOREIGN KEY ("monitoring_product_id") REFERENCES "public"."monitoring_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_reviews" ADD CONSTRAINT "monitoring_reviews_page_id_monitoring_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."monitoring_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_reviews" ADD CONSTRAINT "monitoring_reviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_snapshots" ADD CONSTRAINT "monitoring_snapshots_monitoring_product_id_monitoring_products_id_fk" FOREIGN KEY ("monitoring_product_id") REFERENCES "public"."monitoring_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_snapshots" ADD CONSTRAINT "monitoring_snapshots_page_id_monitoring_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."monitoring_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_variations" ADD CONSTRAINT "monitoring_variations_monitoring_product_id_monitoring_products_id_fk" FOREIGN KEY ("monitoring_product_id") REFERENCES "public"."monitoring_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_versions" ADD CONSTRAINT "monitoring_versions_snapshot_id_monitoring_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."monitoring_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_versions" ADD CONSTRAINT "monitoring_versions_text_blob_monitoring_blobs_hash_fk" FOREIGN KEY ("text_blob") REFERENCES "public"."monitoring_blobs"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_versions" ADD CONSTRAINT "monitoring_versions_html_blob_monitoring_blobs_hash_fk" FOREIGN KEY ("html_blob") REFERENCES "public"."monitoring_blobs"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_versions" ADD CONSTRAINT "monitoring_versions_screenshot_blob_monitoring_blobs_hash_fk" FOREIGN KEY ("screenshot_blob") REFERENCES "public"."monitoring_blobs"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraping_requests" ADD CONSTRAINT "scraping_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraping_requests" ADD CONSTRAINT "scraping_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alert_events_dedupe_unique" ON "monitoring_alert_events" USING btree ("rule_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "monitoring_alert_events_product_idx" ON "monitoring_alert_events" USING btree ("monitoring_product_id","created_at");--> statement-breakpoint
CREATE INDEX "monitoring_alert_events_task_idx" ON "monitoring_alert_events" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "monitoring_alert_rules_product_idx" ON "monitoring_alert_rules" USING btree ("monitoring_product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_pages_url_unique" ON "monitoring_pages" USING btree ("monitoring_product_id",coalesce("variation_id", 0),"normalized_url");--> statement-breakpoint
CREATE INDEX "monitoring_pages_product_idx" ON "monitoring_pages" USING btree ("monitoring_product_id","id");--> statement-breakpoint
CREATE INDEX "monitoring_pages_due_idx" ON "monitoring_pages" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "monitoring_prices_page_idx" ON "monitoring_prices" USING btree ("page_id","first_observed_at","id");--> statement-breakpoint
CREATE INDEX "monitoring_prices_product_idx" ON "monitoring_prices" USING btree ("monitoring_product_id","first_observed_at","id");--> statement-breakpoint
CREATE INDEX "monitoring_products_company_name_idx" ON "monitoring_products" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "monitoring_products_company_created_idx" ON "monitoring_products" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "monitoring_ratings_page_idx" ON "monitoring_ratings" USING btree ("page_id","first_observed_at");--> statement-breakpoint
CREATE INDEX "monitoring_reports_product_idx" ON "monitoring_reports" USING btree ("monitoring_product_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_requests_open_unique" ON "monitoring_requests" USING btree ("page_id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "monitoring_requests_queue_idx" ON "monitoring_requests" USING btree ("not_before") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "monitoring_requests_product_idx" ON "monitoring_requests" USING btree ("monitoring_product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "monitoring_requests_scraping_idx" ON "monitoring_requests" USING btree ("scraping_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_reviews_key_unique" ON "monitoring_reviews" USING btree ("monitoring_product_id",coalesce("page_id", 0),"review_key");--> statement-breakpoint
CREATE INDEX "monitoring_reviews_product_idx" ON "monitoring_reviews" USING btree ("monitoring_product_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_snapshots_page_unique" ON "monitoring_snapshots" USING btree ("page_id","kind");--> statement-breakpoint
CREATE INDEX "monitoring_snapshots_product_idx" ON "monitoring_snapshots" USING btree ("monitoring_product_id","id");--> statement-breakpoint
CREATE INDEX "monitoring_variations_product_idx" ON "monitoring_variations" USING btree ("monitoring_product_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_versions_number_unique" ON "monitoring_versions" USING btree ("snapshot_id","number");--> statement-breakpoint
CREATE INDEX "scraping_requests_company_idx" ON "scraping_requests" USING btree ("company_id","created_at","id");