import type { Policy } from '../rules';
import { WEBHOOK_URL } from '../world-webhooks';

const C = 'companies/{companyId}/webhooks';
const W = 'workspaces/{workspaceId}/webhooks';

/**
 * Outbound webhooks (decision 0031): company C's are managed by its admins (the company's write
 * rule), workspace W's by the admins of its full-access teams (the workspace's manage rule).
 */
const company = (extra: Partial<Policy> = {}): Policy => ({
  rule: 'company-write',
  params: (w) => ({ webhookId: w.companyWebhook, deliveryId: w.companyDelivery }),
  ...extra,
});
const workspace = (extra: Partial<Policy> = {}): Policy => ({
  rule: 'ws-manage',
  params: (w) => ({ webhookId: w.workspaceWebhook, deliveryId: w.workspaceDelivery }),
  ...extra,
});

export const webhookPolicies: Record<string, Policy> = {
  [`GET ${C}`]: company(),
  [`POST ${C}`]: company({ body: () => ({ url: WEBHOOK_URL, events: ['monitoring.price_changed'] }) }),
  [`GET ${C}/{webhookId}`]: company(),
  [`PATCH ${C}/{webhookId}`]: company({ body: () => ({ description: 'ERP sync' }) }),
  [`DELETE ${C}/{webhookId}`]: company(),
  [`POST ${C}/{webhookId}/rotate-secret`]: company(),
  [`GET ${C}/{webhookId}/deliveries`]: company(),
  [`POST ${C}/{webhookId}/deliveries/{deliveryId}/resend`]: company(),
  [`GET ${W}`]: workspace(),
  [`POST ${W}`]: workspace({ body: () => ({ url: WEBHOOK_URL, events: ['task.created'] }) }),
  [`GET ${W}/{webhookId}`]: workspace(),
  [`PATCH ${W}/{webhookId}`]: workspace({ body: () => ({ description: 'ERP sync' }) }),
  [`DELETE ${W}/{webhookId}`]: workspace(),
  [`POST ${W}/{webhookId}/rotate-secret`]: workspace(),
  [`GET ${W}/{webhookId}/deliveries`]: workspace(),
  [`POST ${W}/{webhookId}/deliveries/{deliveryId}/resend`]: workspace(),
};
