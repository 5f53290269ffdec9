import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { webhookEndpoints } from '../../db/schema';
import type { WebhookEndpointRow } from '../access/webhook-guard';
import { newWebhookSecret } from './webhook-secret';

/** A new signing secret; the old one stops working at once (receivers must be updated). */
export async function rotateWebhookSecret(deps: AppDeps, endpoint: WebhookEndpointRow): Promise<WebhookEndpointRow> {
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({ secret: newWebhookSecret(), updatedAt: deps.now() })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return row;
}
