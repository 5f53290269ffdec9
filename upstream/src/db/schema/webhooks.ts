import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { WebhookAttempt, WebhookDeliveryStatus } from '@/lib/contract/webhooks';
import { WEBHOOK_DELIVERY_STATUSES } from '@/lib/contract/webhooks';
import { at, createdAt, timestamps } from './columns';
import { createdBy } from './foreign-keys';
import { companies, workspaces } from './teams-workspaces';

/**
 * Outbound webhook endpoints (decision 0031): a company's (monitoring events) or a workspace's
 * (its records' events), exactly one of the two. The secret signs every delivery (Standard
 * Webhooks) and is shown to the scope's admins, so it is stored as is.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret').notNull(),
    /** Set when the sender turned the endpoint off after a message failed every attempt. */
    disabledReason: text('disabled_reason'),
    disabledAt: at('disabled_at'),
    lastSuccessAt: at('last_success_at'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('webhook_endpoints_company_idx').on(t.companyId),
    index('webhook_endpoints_workspace_idx').on(t.workspaceId),
    check('webhook_endpoints_one_scope', sql`(${t.companyId} is null) <> (${t.workspaceId} is null)`),
  ],
);

/**
 * One message to one endpoint, and the webhook kind's outbox (decision 0022): written in the
 * transaction of the write it reports, delivered after commit. `id` is the message id
 * (`msg_…`, the `webhook-id` header), the same on every attempt and on a resend.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastDurationMs: integer('last_duration_ms'),
    /** When a pending message is due (a claim moves it a lease ahead); null once it succeeded or failed. */
    nextAttemptAt: at('next_attempt_at'),
    attemptLog: jsonb('attempt_log').$type<WebhookAttempt[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt, t.id),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
