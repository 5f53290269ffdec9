import { apiFetch } from '@/lib/api/api-fetch';
import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  WebhookDeliveryPage,
  WebhookDeliveryResource,
  WebhookResource,
  WebhookScope,
} from '@/lib/contract/webhooks';

/** The webhooks path of a company or a workspace (`companies/3/webhooks`). */
export const webhooksBase = (scope: WebhookScope, ownerId: number) => `${scope === 'company' ? 'companies' : 'workspaces'}/${ownerId}/webhooks`;

const contract = () => import('@/lib/contract/webhooks');

export async function fetchWebhooks(base: string): Promise<WebhookResource[]> {
  const res = await apiFetch<WebhookResource[]>(base, { fallback: 'Failed to fetch the webhooks', schema: async () => (await contract()).webhookList });
  if (!res.ok) throw new Error(res.message);
  return res.data;
}

export async function fetchDeliveries(base: string, webhookId: number, page: number): Promise<WebhookDeliveryPage> {
  const res = await apiFetch<WebhookDeliveryResource[]>(`${base}/${webhookId}/deliveries`, {
    query: { page, per_page: 10 },
    fallback: 'Failed to fetch the deliveries',
    schema: async () => (await contract()).webhookDeliveryPage,
  });
  if (!res.ok) throw new Error(res.message);
  return res.body as WebhookDeliveryPage;
}

export const createWebhook = (base: string, body: CreateWebhookBody) =>
  apiFetch<WebhookResource>(base, { method: 'POST', json: body, fallback: 'Could not add the endpoint.' });

export const updateWebhook = (base: string, id: number, body: UpdateWebhookBody) =>
  apiFetch<WebhookResource>(`${base}/${id}`, { method: 'PATCH', json: body, fallback: 'Could not save the endpoint.' });

export const deleteWebhook = (base: string, id: number) => apiFetch(`${base}/${id}`, { method: 'DELETE', fallback: 'Could not delete the endpoint.' });

export const rotateWebhookSecret = (base: string, id: number) =>
  apiFetch<WebhookResource>(`${base}/${id}/rotate-secret`, { method: 'POST', fallback: 'Could not make a new secret.' });

export const resendDelivery = (base: string, id: number, deliveryId: string) =>
  apiFetch<WebhookDeliveryResource>(`${base}/${id}/deliveries/${deliveryId}/resend`, { method: 'POST', fallback: 'Could not resend it.' });
