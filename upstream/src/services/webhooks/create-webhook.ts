import type { AppDeps } from '../../app-env';
import { webhookEndpoints } from '../../db/schema';
import type { WebhookAccess, WebhookEndpointRow } from '../access/webhook-guard';
import { checkWebhookUrl } from './check-webhook-url';
import { newWebhookSecret } from './webhook-secret';

/** Registers an endpoint of the owner with a new signing secret (the URL passes the address guard first). */
export async function createWebhook(
  deps: AppDeps,
  access: WebhookAccess,
  body: { url: string; description: string; events: string[]; enabled: boolean },
): Promise<WebhookEndpointRow> {
  await checkWebhookUrl(deps.config, body.url);
  const { owner } = access;
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({
      companyId: owner.kind === 'company' ? owner.companyId : null,
      workspaceId: owner.kind === 'workspace' ? owner.workspaceId : null,
      url: body.url,
      description: body.description,
      events: body.events,
      enabled: body.enabled,
      secret: newWebhookSecret(),
      createdBy: access.userId,
      createdAt: deps.now(),
      updatedAt: deps.now(),
    })
    .returning();
  return row;
}
