CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"scope_id" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "list_counts_list_scope_id_pk" PRIMARY KEY("list","scope_id")
);
--> statement-breakpoint
-- Keeps list_counts in step with the rows (decision 0012). Statement-level AFTER triggers with
-- transition tables: one upsert per statement and scope, so a bulk insert of 100k rows costs one
-- aggregate, not 100k counter updates. Arguments: the list's name, its scope column ('' = the
-- global scope 0) and a condition a row must meet to count ('' = every row).
CREATE FUNCTION list_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scope text := coalesce(nullif(TG_ARGV[1], ''), '0');
  cond text := coalesce(nullif(TG_ARGV[2], ''), 'true');
  upsert text := 'insert into list_counts (list, scope_id, n) select %L, %s, %s count(*) from %I where %s group by 2 '
    || 'on conflict (list, scope_id) do update set n = list_counts.n + excluded.n';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(upsert, TG_ARGV[0], scope, '', 'new_rows', cond);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format(upsert, TG_ARGV[0], scope, '-', 'old_rows', cond);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION list_counts_track(tbl text, list text, scope text, cond text, on_update boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := format('%L, %L, %L', list, scope, cond);
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply(%s)', list || '_count_ins', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply(%s)', list || '_count_del', tbl, args);
  IF on_update THEN
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply(%s)', list || '_count_upd', tbl, args);
  END IF;
  EXECUTE format('INSERT INTO list_counts (list, scope_id, n) SELECT %L, %s, count(*) FROM %I WHERE %s GROUP BY 2', list, coalesce(nullif(scope, ''), '0'), tbl, coalesce(nullif(cond, ''), 'true'));
END $$;
--> statement-breakpoint
SELECT list_counts_track('brands', 'brands', 'company_id', '', false);--> statement-breakpoint
SELECT list_counts_track('products', 'products', 'company_id', '', false);--> statement-breakpoint
SELECT list_counts_track('company_retailers', 'company_retailers', 'company_id', '', false);--> statement-breakpoint
SELECT list_counts_track('company_partners', 'company_partners', 'company_id', '', false);--> statement-breakpoint
SELECT list_counts_track('company_distributors', 'company_distributors', 'company_id', '', false);--> statement-breakpoint
SELECT list_counts_track('directory_retailers', 'directory_retailers', '', '', false);--> statement-breakpoint
SELECT list_counts_track('directory_partners', 'directory_partners', '', '', false);--> statement-breakpoint
SELECT list_counts_track('directory_distributors', 'directory_distributors', '', '', false);--> statement-breakpoint
SELECT list_counts_track('file_workspaces', 'files', 'workspace_id', '', false);--> statement-breakpoint
SELECT list_counts_track('insight_workspaces', 'insights', 'workspace_id', '', false);--> statement-breakpoint
SELECT list_counts_track('meetings', 'meetings', 'workspace_id', '', true);--> statement-breakpoint
SELECT list_counts_track('tasks', 'open_tasks', 'workspace_id', 'parent_id is null and completed_at is null', true);--> statement-breakpoint
SELECT list_counts_track('users', 'users', '', '', false);--> statement-breakpoint
DROP FUNCTION list_counts_track(text, text, text, text, boolean);
