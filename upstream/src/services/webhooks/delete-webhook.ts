import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { webhookEndpoints } from '../../db/schema';
import type { WebhookEndpointRow } from '../access/webhook-guard';

/** Deletes the endpoint and its delivery log (pending messages are never sent). */
export async function deleteWebhook(deps: AppDeps, endpoint: WebhookEndpointRow): Promise<void> {
  await deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
}
