CREATE TABLE "trash" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"deleted_by" integer,
	"deleted_by_name" text,
	"impersonator_id" integer,
	"route" text NOT NULL,
	"params" jsonb NOT NULL,
	"table_name" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_label" text,
	"workspace_id" integer,
	"company_id" integer,
	"contents" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trash_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trash_id" bigint NOT NULL,
	"table_name" text NOT NULL,
	"row_key" jsonb NOT NULL,
	"column_name" text NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trash_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trash_id" bigint NOT NULL,
	"table_name" text NOT NULL,
	"row" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trash_links" ADD CONSTRAINT "trash_links_trash_id_trash_id_fk" FOREIGN KEY ("trash_id") REFERENCES "public"."trash"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_rows" ADD CONSTRAINT "trash_rows_trash_id_trash_id_fk" FOREIGN KEY ("trash_id") REFERENCES "public"."trash"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_workspace_idx" ON "trash" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE INDEX "trash_company_idx" ON "trash" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "trash_deleted_by_idx" ON "trash" USING btree ("deleted_by","id");--> statement-breakpoint
CREATE INDEX "trash_subject_idx" ON "trash" USING btree ("table_name","subject_id");--> statement-breakpoint
CREATE INDEX "trash_purge_idx" ON "trash" USING btree ("purge_after");--> statement-breakpoint
CREATE INDEX "trash_links_trash_idx" ON "trash_links" USING btree ("trash_id");--> statement-breakpoint
CREATE INDEX "trash_rows_trash_idx" ON "trash_rows" USING btree ("trash_id","table_name");--> statement-breakpoint
-- Restoring from the trash inserts a record's rows back in one statement per table; a row may
-- point at another of the same batch (a reply at its comment, a subtask at its task). Deferrable
-- references let the restore check them all once, at its end (`SET CONSTRAINTS ALL IMMEDIATE`);
-- every other statement still checks at once (INITIALLY IMMEDIATE). A test keeps every future
-- reference deferrable.
DO $$
DECLARE fk record;
BEGIN
  FOR fk IN SELECT c.conrelid::regclass::text AS tbl, c.conname FROM pg_constraint c
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND NOT c.condeferrable LOOP
    EXECUTE format('ALTER TABLE %s ALTER CONSTRAINT %I DEFERRABLE INITIALLY IMMEDIATE', fk.tbl, fk.conname);
  END LOOP;
END $$;
--> statement-breakpoint
-- While a trashed delete runs, the request sets `app.trash_id` (transaction-local); every row any
-- statement deletes then, the record's and its cascade's, is copied into its trash entry. Outside
-- such a request the setting is empty and the trigger returns at once.
CREATE FUNCTION trash_capture_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tid bigint := nullif(current_setting('app.trash_id', true), '')::bigint;
BEGIN
  IF tid IS NULL THEN RETURN NULL; END IF;
  INSERT INTO trash_rows (trash_id, table_name, "row") SELECT tid, TG_TABLE_NAME, to_jsonb(o) FROM old_rows o;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same request's updates that clear a reference (`on delete set null`, or the handler's own
-- update) on a row that stays: TG_ARGV[0] is the table's primary key, the rest its nullable
-- references.
CREATE FUNCTION trash_capture_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tid bigint := nullif(current_setting('app.trash_id', true), '')::bigint;
BEGIN
  IF tid IS NULL THEN RETURN NULL; END IF;
  INSERT INTO trash_links (trash_id, table_name, row_key, column_name, value)
  SELECT tid, TG_TABLE_NAME, jsonb_build_object(TG_ARGV[0], o.r -> TG_ARGV[0]), col, o.r -> col
  FROM (SELECT to_jsonb(x) AS r FROM old_rows x) o
  JOIN (SELECT to_jsonb(y) AS r FROM new_rows y) n ON n.r -> TG_ARGV[0] = o.r -> TG_ARGV[0]
  CROSS JOIN unnest(TG_ARGV[1:]) AS col
  WHERE jsonb_typeof(o.r -> col) IS DISTINCT FROM 'null' AND jsonb_typeof(n.r -> col) = 'null';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION trash_track(tbl text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  pk text[];
  refs text[];
BEGIN
  EXECUTE format('CREATE TRIGGER trash_capture_del AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trash_capture_deleted()', tbl);
  SELECT array_agg(a.attname::text ORDER BY a.attnum) INTO pk FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
    WHERE i.indrelid = tbl::regclass AND i.indisprimary;
  SELECT array_agg(DISTINCT a.attname::text) INTO refs FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.conrelid = tbl::regclass AND NOT a.attnotnull AND cardinality(c.conkey) = 1;
  IF cardinality(pk) = 1 AND cardinality(refs) > 0 THEN
    EXECUTE format('CREATE TRIGGER trash_capture_upd AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trash_capture_cleared(%s)',
      tbl, (SELECT string_agg(quote_literal(x), ', ') FROM unnest(pk || refs) x));
  END IF;
END $$;
--> statement-breakpoint
-- Every table but the trash's own and what is derived or kept apart (counts, the activity log).
-- A test checks that every table has the trigger, so a new table cannot forget it.
SELECT trash_track(c.relname) FROM pg_class c
WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
  AND c.relname NOT IN ('trash', 'trash_rows', 'trash_links', 'list_counts', 'activity', '__drizzle_migrations');
