-- Finer statistics for every column a list searches with ILIKE '%term%' (issue 13). For a pattern
-- with no fixed prefix PostgreSQL estimates the matches from the share of histogram entries that
-- match, clamped to at least 0.01%. With the default 100 entries a term in 0.3% of the rows reads
-- as 0.01% when no entry matches and as 1% when one does (about one ANALYZE in four per column);
-- the second sends the page query down the list's ordered index, filtering row by row until 20
-- match (8,118 rows read at 100k rows, 8.6 ms instead of 1 ms through the trigram index), and a
-- rarer term that happened to be sampled could be read past every row. 1,000 entries resolve
-- 0.1%, so the plan follows the term. ANALYZE samples up to 300,000 rows for these columns.
-- The lists ordered by creation (files, insights, meetings, tasks, users: their heap is in that
-- order, so the ordered index reads cheaply) still take it from about 0.2% up, a bounded walk of
-- ~10k rows: PostgreSQL prices each ILIKE as one operator (docs/performance.md).
ALTER TABLE "brands" ALTER COLUMN "name" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "name" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "company_retailers" ALTER COLUMN "name" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "company_partners" ALTER COLUMN "name" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "company_distributors" ALTER COLUMN "name" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "directory_retailers" ALTER COLUMN "name" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "directory_partners" ALTER COLUMN "name" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "directory_distributors" ALTER COLUMN "name" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "name" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "description" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "insights" ALTER COLUMN "name" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "insights" ALTER COLUMN "summary" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "meetings" ALTER COLUMN "title" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "meetings" ALTER COLUMN "description" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "title" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "description" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "first_name" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "last_name" SET STATISTICS 1000;
