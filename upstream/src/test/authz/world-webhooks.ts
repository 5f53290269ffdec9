import { webhookDeliveries } from '../../db/schema';
import type { TestApp } from '../create-test-app';
import type { BaseWorld } from './world';
import { must } from './world-kit';

/** A public address written as an IP: registering it needs no DNS, and nothing is ever sent (no sender runs here). */
export const WEBHOOK_URL = 'https://93.184.215.14/hooks';

/**
 * Company C's and workspace W's webhook endpoints, registered by the owner through the API, each
 * with one failed delivery to resend. W's listens to `task.updated`, so every task write the matrix
 * makes also queues its event.
 */
export async function seedWebhooks(t: TestApp, w: BaseWorld) {
  const tk = w.users.owner.token;
  const companyWebhook = (await must(t, tk, 'POST', `companies/${w.company}/webhooks`, { url: WEBHOOK_URL, events: ['monitoring.alert_fired'] })).id;
  const workspaceWebhook = (await must(t, tk, 'POST', `workspaces/${w.ws}/webhooks`, { url: WEBHOOK_URL, events: ['task.updated'] })).id;
  const companyDelivery = `msg_${'c'.repeat(32)}`;
  const workspaceDelivery = `msg_${'d'.repeat(32)}`;
  const failed = { status: 'failed' as const, attempts: 8, lastStatusCode: 500, lastError: 'HTTP 500' };
  await t.deps.db.insert(webhookDeliveries).values([
    { id: companyDelivery, endpointId: companyWebhook, eventType: 'monitoring.alert_fired', payload: { type: 'monitoring.alert_fired', data: {} }, ...failed },
    { id: workspaceDelivery, endpointId: workspaceWebhook, eventType: 'task.updated', payload: { type: 'task.updated', data: {} }, ...failed },
  ]);
  return { companyWebhook, workspaceWebhook, companyDelivery, workspaceDelivery };
}
