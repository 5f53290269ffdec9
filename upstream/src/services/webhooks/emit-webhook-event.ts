import { and, eq, inArray, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@/lib/contract/webhooks';
import type { AppDeps } from '../../app-env';
import { afterCommit } from '../../db/request-transaction';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { newMessageId } from './webhook-secret';

/** The outbox kind of webhook deliveries (`deps.nudgeOutbox(WEBHOOK_KIND)` wakes their dispatcher). */
export const WEBHOOK_KIND = 'webhooks';

/** Whose endpoints hear an event: a company's, or those of one or more workspaces (a shared file's). */
export type WebhookTarget = { companyId: number } | { workspaceIds: number[] };

/** The body every endpoint receives (Standard Webhooks' `{ type, timestamp, data }`). */
export type WebhookPayload = { type: WebhookEventType; timestamp: string; data: Record<string, unknown> };

/**
 * Queues one event for every enabled endpoint of the target that subscribed to it: one delivery row
 * each, written through `deps.db` — inside a request, the write's own transaction — so the event
 * commits or rolls back with the write (the transactional outbox, decision 0022); the sender
 * delivers after commit. `data` is only built when someone listens (one indexed read otherwise).
 * Returns the number of deliveries queued.
 */
export async function emitWebhookEvent(
  deps: Pick<AppDeps, 'db' | 'now' | 'nudgeOutbox'>,
  target: WebhookTarget,
  type: WebhookEventType,
  data: () => Promise<Record<string, unknown>> | Record<string, unknown>,
): Promise<number> {
  const scope =
    'companyId' in target
      ? eq(webhookEndpoints.companyId, target.companyId)
      : target.workspaceIds.length
        ? inArray(webhookEndpoints.workspaceId, [...new Set(target.workspaceIds)])
        : null;
  if (!scope) return 0;
  const endpoints = await deps.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(scope, eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`));
  if (endpoints.length === 0) return 0;
  const payload: WebhookPayload = { type, timestamp: deps.now().toISOString(), data: await data() };
  await deps.db.insert(webhookDeliveries).values(
    // Due at once by the database's clock, which the sender's claim compares with.
    endpoints.map((e) => ({ id: newMessageId(), endpointId: e.id, eventType: type, payload, nextAttemptAt: sql`now()` })),
  );
  const nudge = deps.nudgeOutbox;
  if (nudge) afterCommit(() => nudge(WEBHOOK_KIND));
  return endpoints.length;
}
