ALTER TABLE "api_tokens" ADD COLUMN "scope" jsonb;--> statement-breakpoint
-- Monitoring became its own ability area (decision 0036): a custom token that could use the company
-- area keeps reaching monitoring, which it reached through `companies` before.
UPDATE "api_tokens" SET "abilities" = "abilities" || '["monitoring:read"]'::jsonb WHERE "kind" = 'custom' AND "abilities" ? 'companies:read' AND NOT "abilities" ? 'monitoring:read';--> statement-breakpoint
UPDATE "api_tokens" SET "abilities" = "abilities" || '["monitoring:write"]'::jsonb WHERE "kind" = 'custom' AND "abilities" ? 'companies:write' AND NOT "abilities" ? 'monitoring:write';
