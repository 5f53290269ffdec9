CREATE TABLE "authorized_sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_retailer_id" integer NOT NULL,
	"seller_key" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_id" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_case_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint,
	"currency" text,
	"price_id" integer,
	"version_id" integer,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_case_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"level" integer NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"evidence_url" text,
	"status" text DEFAULT 'sending' NOT NULL,
	"created_by" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"monitoring_product_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"variation_id" integer,
	"company_retailer_id" integer,
	"seller_key" text DEFAULT '' NOT NULL,
	"seller_name" text,
	"status" text DEFAULT 'open' NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"severity" text,
	"map_amount" bigint,
	"currency" text,
	"amount" bigint,
	"gap_percent" double precision,
	"price_id" integer,
	"seller_offer_id" integer,
	"version_id" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"resolving_price_id" integer,
	"resolving_version_id" integer,
	"time_to_compliance_seconds" integer,
	"contact_id" integer,
	"task_id" integer,
	"notice_subject" text,
	"notice_body" text,
	"notice_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"grace_percent" double precision DEFAULT 1 NOT NULL,
	"minor_below_percent" double precision DEFAULT 5 NOT NULL,
	"major_below_percent" double precision DEFAULT 15 NOT NULL,
	"repeat_window_days" integer DEFAULT 30 NOT NULL,
	"notice_subject" text,
	"notice_body" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_seller_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitoring_product_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"variation_id" integer,
	"seller_key" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_id" text,
	"amount" bigint,
	"currency" text,
	"availability" text DEFAULT 'unknown' NOT NULL,
	"buy_box" boolean DEFAULT false NOT NULL,
	"first_observed_at" timestamp with time zone NOT NULL,
	"last_observed_at" timestamp with time zone NOT NULL,
	"observed_count" integer DEFAULT 1 NOT NULL,
	"version_id" integer,
	"request_id" integer
);
--> statement-breakpoint
CREATE TABLE "scorecard_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_retailer_id" integer NOT NULL,
	"brand_id" integer,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"signing_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorized_sellers" ADD CONSTRAINT "authorized_sellers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "authorized_sellers" ADD CONSTRAINT "authorized_sellers_company_retailer_id_company_retailers_id_fk" FOREIGN KEY ("company_retailer_id") REFERENCES "public"."company_retailers"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "authorized_sellers" ADD CONSTRAINT "authorized_sellers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_case_events" ADD CONSTRAINT "map_case_events_case_id_map_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."map_cases"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_case_events" ADD CONSTRAINT "map_case_events_price_id_monitoring_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."monitoring_prices"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_case_events" ADD CONSTRAINT "map_case_events_version_id_monitoring_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."monitoring_versions"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_case_events" ADD CONSTRAINT "map_case_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_case_notices" ADD CONSTRAINT "map_case_notices_case_id_map_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."map_cases"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_case_notices" ADD CONSTRAINT "map_case_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_cases" ADD CONSTRAINT "map_cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_cases" ADD CONSTRAINT "map_cases_monitoring_product_id_monitoring_products_id_fk" FOREIGN KEY ("monitoring_product_id") REFERENCES "public"."monitoring_products"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_cases" ADD CONSTRAINT "map_cases_page_id_monitoring_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."monitoring_pages"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_cases" ADD CONSTRAINT "map_cases_variation_id_monitoring_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."monitoring_variations"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_cases" ADD CONSTRAINT "map_cases_company_retailer_id_company_retailers_id_fk" FOREIGN KEY ("company_retailer_id") REFERENCES "public"."company_retailers"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_cases" ADD CONSTRAINT "map_cases_price_id_monitoring_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."monitoring_prices"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_cases" ADD CONSTRAINT "map_cases_version_id_monitoring_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."monitoring_versions"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_cases" ADD CONSTRAINT "map_cases_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_cases" ADD CONSTRAINT "map_cases_resolving_price_id_monitoring_prices_id_fk" FOREIGN KEY ("resolving_price_id") REFERENCES "public"."monitoring_prices"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_cases" ADD CONSTRAINT "map_cases_resolving_version_id_monitoring_versions_id_fk" FOREIGN KEY ("resolving_version_id") REFERENCES "public"."monitoring_versions"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_cases" ADD CONSTRAINT "map_cases_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_cases" ADD CONSTRAINT "map_cases_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "map_settings" ADD CONSTRAINT "map_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "monitoring_seller_offers" ADD CONSTRAINT "monitoring_seller_offers_monitoring_product_id_monitoring_products_id_fk" FOREIGN KEY ("monitoring_product_id") REFERENCES "public"."monitoring_products"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "monitoring_seller_offers" ADD CONSTRAINT "monitoring_seller_offers_page_id_monitoring_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."monitoring_pages"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "monitoring_seller_offers" ADD CONSTRAINT "monitoring_seller_offers_variation_id_monitoring_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."monitoring_variations"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "monitoring_seller_offers" ADD CONSTRAINT "monitoring_seller_offers_version_id_monitoring_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."monitoring_versions"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "scorecard_links" ADD CONSTRAINT "scorecard_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "scorecard_links" ADD CONSTRAINT "scorecard_links_company_retailer_id_company_retailers_id_fk" FOREIGN KEY ("company_retailer_id") REFERENCES "public"."company_retailers"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "scorecard_links" ADD CONSTRAINT "scorecard_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "scorecard_links" ADD CONSTRAINT "scorecard_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
CREATE UNIQUE INDEX "authorized_sellers_unique" ON "authorized_sellers" USING btree ("company_retailer_id","seller_key");--> statement-breakpoint
CREATE INDEX "authorized_sellers_company_idx" ON "authorized_sellers" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "map_case_events_case_idx" ON "map_case_events" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "map_case_notices_key_unique" ON "map_case_notices" USING btree ("case_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "map_cases_open_unique" ON "map_cases" USING btree ("page_id",coalesce("variation_id", 0),"seller_key") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "map_cases_key_idx" ON "map_cases" USING btree ("page_id","seller_key","closed_at");--> statement-breakpoint
CREATE INDEX "map_cases_company_idx" ON "map_cases" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "map_cases_retailer_idx" ON "map_cases" USING btree ("company_retailer_id","opened_at");--> statement-breakpoint
CREATE INDEX "map_cases_product_idx" ON "map_cases" USING btree ("monitoring_product_id","opened_at");--> statement-breakpoint
CREATE INDEX "monitoring_seller_offers_page_idx" ON "monitoring_seller_offers" USING btree ("page_id","seller_key","first_observed_at");--> statement-breakpoint
CREATE INDEX "scorecard_links_company_idx" ON "scorecard_links" USING btree ("company_id","company_retailer_id","id");--> statement-breakpoint
-- Like every table (migration 0013): deferrable references and captured deletes, what a restore from the trash relies on.
SELECT trash_track('authorized_sellers');--> statement-breakpoint
SELECT trash_track('map_case_events');--> statement-breakpoint
SELECT trash_track('map_case_notices');--> statement-breakpoint
SELECT trash_track('map_cases');--> statement-breakpoint
SELECT trash_track('map_settings');--> statement-breakpoint
SELECT trash_track('monitoring_seller_offers');--> statement-breakpoint
SELECT trash_track('scorecard_links');
