import { and, eq, sql } from 'drizzle-orm';
import type { WebhookDeliveryResource } from '@/lib/contract/webhooks';
import type { AppDeps } from '../../app-env';
import { afterCommit } from '../../db/request-transaction';
import { webhookDeliveries } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import type { WebhookEndpointRow } from '../access/webhook-guard';
import { WEBHOOK_KIND } from './emit-webhook-event';
import { toDeliveryResource } from './present-webhooks';

/**
 * Sends a message again (same `webhook-id`, so a receiver that got it already can tell): the
 * delivery is pending and due now, with a fresh retry schedule; its attempt log keeps the earlier
 * attempts. A disabled endpoint is enabled first (422): the sender would not send it.
 */
export async function resendWebhookDelivery(deps: AppDeps, endpoint: WebhookEndpointRow, deliveryId: string): Promise<WebhookDeliveryResource> {
  if (!endpoint.enabled) throw fieldError('enabled', 'This endpoint is disabled: enable it before resending.');
  const [row] = await deps.db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
    .returning();
  if (!row) throw notFound('Delivery');
  const nudge = deps.nudgeOutbox;
  if (nudge) afterCommit(() => nudge(WEBHOOK_KIND));
  return toDeliveryResource(row);
}
