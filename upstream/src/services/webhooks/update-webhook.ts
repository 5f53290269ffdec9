import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { webhookEndpoints } from '../../db/schema';
import type { WebhookEndpointRow } from '../access/webhook-guard';
import { checkWebhookUrl } from './check-webhook-url';

/**
 * Changes an endpoint. Enabling it again (after the sender disabled it) clears the reason; messages
 * that failed meanwhile stay failed (resend them from the log), new events are delivered.
 */
export async function updateWebhook(
  deps: AppDeps,
  endpoint: WebhookEndpointRow,
  body: { url?: string; description?: string; events?: string[]; enabled?: boolean },
): Promise<WebhookEndpointRow> {
  if (body.url !== undefined && body.url !== endpoint.url) await checkWebhookUrl(deps.config, body.url);
  const now = deps.now();
  const toggled = body.enabled !== undefined && body.enabled !== endpoint.enabled;
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined && { url: body.url }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.events !== undefined && { events: body.events }),
      ...(body.enabled !== undefined && { enabled: body.enabled }),
      // Turned back on: the sender's reason no longer holds; turned off by a person: no reason, but when.
      ...(toggled && { disabledReason: null, disabledAt: body.enabled ? null : now }),
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return row;
}
