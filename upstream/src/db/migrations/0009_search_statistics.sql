-- Finer statistics for the columns the catalogue and directory lists search with ILIKE '%term%'
-- (issue 13). For a pattern with no fixed prefix PostgreSQL estimates the matches from the share of
-- histogram entries that match, clamped to at least 0.01%. With the default 100 entries a term in
-- 0.3% of the rows reads as 0.01% when no entry matches and as 1% when one does (about one ANALYZE
-- in four); the second sends the page query down the list's ordered index, filtering row by row
-- until 20 match (8,118 rows read at 100k rows, 8.6 ms instead of 1 ms through the trigram index).
-- 1,000 entries resolve 0.1%, so the plan follows the term. ANALYZE samples up to 300,000 rows.
-- Not for the lists that search two or three columns at once (files, insights, meetings, tasks,
-- users): with estimates this fine they take the ordered index at 0.3% every time, since the
-- planner prices each ILIKE as one operator (docs/performance.md, "Plans that follow the term").
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
