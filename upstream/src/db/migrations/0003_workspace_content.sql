CREATE TABLE "discussion_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"discussion_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussions" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer,
	"insight_id" integer,
	"title" text NOT NULL,
	"body" text,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_retailers" (
	"file_id" integer NOT NULL,
	"workspace_retailer_id" integer NOT NULL,
	CONSTRAINT "file_retailers_file_id_workspace_retailer_id_pk" PRIMARY KEY("file_id","workspace_retailer_id")
);
--> statement-breakpoint
CREATE TABLE "file_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"version" integer NOT NULL,
	"storage_name" text,
	"original_name" text,
	"mime" text,
	"size" bigint,
	"external_url" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_workspaces" (
	"file_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	CONSTRAINT "file_workspaces_file_id_workspace_id_pk" PRIMARY KEY("file_id","workspace_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text,
	"workspace_brand_id" integer,
	"workspace_product_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"insight_id" integer,
	"uploaded_by" integer NOT NULL,
	"storage_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_workspaces" (
	"insight_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	CONSTRAINT "insight_workspaces_insight_id_workspace_id_pk" PRIMARY KEY("insight_id","workspace_id")
);
--> statement-breakpoint
CREATE TABLE "insights" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"workspace_retailer_id" integer,
	"retailer_location" text,
	"summary" text,
	"category" text,
	"workspace_brand_id" integer,
	"workspace_product_id" integer,
	"applicable_date" date,
	"storage_name" text,
	"original_name" text,
	"mime" text,
	"size" bigint,
	"external_url" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_retailer_id" integer,
	"workspace_brand_id" integer,
	"workspace_product_id" integer,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_one_subject" CHECK (num_nonnulls("notes"."workspace_retailer_id", "notes"."workspace_brand_id", "notes"."workspace_product_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "workspace_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_retailers" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"company_retailer_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_retailers" ADD CONSTRAINT "file_retailers_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_retailers" ADD CONSTRAINT "file_retailers_workspace_retailer_id_workspace_retailers_id_fk" FOREIGN KEY ("workspace_retailer_id") REFERENCES "public"."workspace_retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_workspaces" ADD CONSTRAINT "file_workspaces_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_workspaces" ADD CONSTRAINT "file_workspaces_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_workspace_brand_id_workspace_brands_id_fk" FOREIGN KEY ("workspace_brand_id") REFERENCES "public"."workspace_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_workspace_product_id_workspace_products_id_fk" FOREIGN KEY ("workspace_product_id") REFERENCES "public"."workspace_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_resources" ADD CONSTRAINT "insight_resources_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_resources" ADD CONSTRAINT "insight_resources_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_workspaces" ADD CONSTRAINT "insight_workspaces_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_workspaces" ADD CONSTRAINT "insight_workspaces_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_workspace_retailer_id_workspace_retailers_id_fk" FOREIGN KEY ("workspace_retailer_id") REFERENCES "public"."workspace_retailers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_workspace_brand_id_workspace_brands_id_fk" FOREIGN KEY ("workspace_brand_id") REFERENCES "public"."workspace_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_workspace_product_id_workspace_products_id_fk" FOREIGN KEY ("workspace_product_id") REFERENCES "public"."workspace_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_workspace_retailer_id_workspace_retailers_id_fk" FOREIGN KEY ("workspace_retailer_id") REFERENCES "public"."workspace_retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_workspace_brand_id_workspace_brands_id_fk" FOREIGN KEY ("workspace_brand_id") REFERENCES "public"."workspace_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_workspace_product_id_workspace_products_id_fk" FOREIGN KEY ("workspace_product_id") REFERENCES "public"."workspace_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_brands" ADD CONSTRAINT "workspace_brands_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_brands" ADD CONSTRAINT "workspace_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_brands" ADD CONSTRAINT "workspace_brands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_products" ADD CONSTRAINT "workspace_products_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_products" ADD CONSTRAINT "workspace_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_products" ADD CONSTRAINT "workspace_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_retailers" ADD CONSTRAINT "workspace_retailers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_retailers" ADD CONSTRAINT "workspace_retailers_company_retailer_id_company_retailers_id_fk" FOREIGN KEY ("company_retailer_id") REFERENCES "public"."company_retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_retailers" ADD CONSTRAINT "workspace_retailers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_comments_discussion_idx" ON "discussion_comments" USING btree ("discussion_id","created_at");--> statement-breakpoint
CREATE INDEX "discussions_file_idx" ON "discussions" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "discussions_insight_idx" ON "discussions" USING btree ("insight_id");--> statement-breakpoint
CREATE INDEX "file_retailers_retailer_idx" ON "file_retailers" USING btree ("workspace_retailer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_versions_unique" ON "file_versions" USING btree ("file_id","version");--> statement-breakpoint
CREATE INDEX "file_workspaces_workspace_idx" ON "file_workspaces" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "files_workspace_idx" ON "files" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "files_created_idx" ON "files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "insight_resources_insight_idx" ON "insight_resources" USING btree ("insight_id");--> statement-breakpoint
CREATE INDEX "insight_resources_pending_idx" ON "insight_resources" USING btree ("uploaded_by","insight_id");--> statement-breakpoint
CREATE INDEX "insight_workspaces_workspace_idx" ON "insight_workspaces" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "insights_workspace_idx" ON "insights" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "insights_retailer_idx" ON "insights" USING btree ("workspace_retailer_id");--> statement-breakpoint
CREATE INDEX "notes_retailer_idx" ON "notes" USING btree ("workspace_retailer_id");--> statement-breakpoint
CREATE INDEX "notes_brand_idx" ON "notes" USING btree ("workspace_brand_id");--> statement-breakpoint
CREATE INDEX "notes_product_idx" ON "notes" USING btree ("workspace_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_brands_unique" ON "workspace_brands" USING btree ("workspace_id","brand_id");--> statement-breakpoint
CREATE INDEX "workspace_brands_brand_idx" ON "workspace_brands" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_products_unique" ON "workspace_products" USING btree ("workspace_id","product_id");--> statement-breakpoint
CREATE INDEX "workspace_products_product_idx" ON "workspace_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_retailers_unique" ON "workspace_retailers" USING btree ("workspace_id","company_retailer_id");--> statement-breakpoint
CREATE INDEX "workspace_retailers_retailer_idx" ON "workspace_retailers" USING btree ("company_retailer_id");