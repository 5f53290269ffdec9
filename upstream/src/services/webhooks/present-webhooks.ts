import { desc, inArray, sql } from 'drizzle-orm';
import type { WebhookDeliveryResource, WebhookResource } from '@/lib/contract/webhooks';
import type { Db } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import type { WebhookEndpointRow } from '../access/webhook-guard';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type LastDelivery = Pick<DeliveryRow, 'id' | 'endpointId' | 'status' | 'lastStatusCode' | 'updatedAt'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The endpoints as the API returns them, with each one's latest delivery: two queries whatever the
 * number of endpoints (the latest delivery per endpoint with `distinct on`).
 */
export async function presentWebhooks(db: Db, rows: WebhookEndpointRow[]): Promise<WebhookResource[]> {
  const ids = rows.map((r) => r.id);
  const last = ids.length
    ? await db
        .selectDistinctOn([webhookDeliveries.endpointId], {
          id: webhookDeliveries.id,
          endpointId: webhookDeliveries.endpointId,
          status: webhookDeliveries.status,
          lastStatusCode: webhookDeliveries.lastStatusCode,
          updatedAt: webhookDeliveries.updatedAt,
        })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.endpointId, ids))
        .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(sql`${webhookDeliveries.id}`))
    : [];
  const byEndpoint = new Map<number, LastDelivery>(last.map((d) => [d.endpointId, d]));
  return rows.map((row) => toWebhookResource(row, byEndpoint.get(row.id) ?? null));
}

export function toWebhookResource(row: WebhookEndpointRow, last: LastDelivery | null): WebhookResource {
  return {
    id: row.id,
    scope: row.companyId !== null ? 'company' : 'workspace',
    company_id: row.companyId,
    workspace_id: row.workspaceId,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    disabled_at: iso(row.disabledAt),
    secret: row.secret,
    last_delivery: last ? { id: last.id, status: last.status, status_code: last.lastStatusCode, at: last.updatedAt.toISOString() } : null,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDeliveryResource(row: DeliveryRow): WebhookDeliveryResource {
  return {
    id: row.id,
    webhook_id: row.endpointId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    last_duration_ms: row.lastDurationMs,
    next_attempt_at: iso(row.nextAttemptAt),
    attempt_log: row.attemptLog,
    payload: row.payload,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
