import { createRoute, z } from '@hono/zod-openapi';
import { messageBody } from '@/lib/contract/common';
import { webhookDeliveriesQuery, webhookDeliveryPage, webhookDeliveryResource, webhookList, webhookResource } from '@/lib/contract/webhooks';
import type { WebhookScope } from '@/lib/contract/webhooks';
import { pathId } from '../../lib/path-ids';
import { errorResponses, json } from '../../lib/router';

const one = json(z.object({ data: webhookResource }), 'The endpoint, with its signing secret');

/** How a receiver checks a message: said once, shown on every route that registers or changes an endpoint. */
export const DELIVERY_NOTE =
  'Each event is POSTed as JSON `{ type, timestamp, data }` with the Standard Webhooks headers `webhook-id` (the message id, the same on every retry: ' +
  'deduplicate on it), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body` keyed with the ' +
  'base64 part of the `whsec_` secret). A 2xx answer within 10 s is a success; anything else (redirects are not followed) is retried after 5 s, 30 s, ' +
  '2 min, 10 min, 1 h, 6 h and 12 h. A message that fails all 8 attempts fails, and the endpoint is disabled (its creator and admins are notified) ' +
  'if nothing reached it during that time. URLs on private or internal addresses are refused (422 on `url`) and checked again on every attempt.';

/** The routes of one scope's webhooks: `companies/{companyId}/webhooks…` or `workspaces/{workspaceId}/webhooks…`. */
export function webhookRoutes(scope: WebhookScope) {
  const base = scope === 'company' ? '/companies/{companyId}/webhooks' : '/workspaces/{workspaceId}/webhooks';
  const scopeParam = scope === 'company' ? { companyId: pathId } : { workspaceId: pathId };
  const who =
    scope === 'company'
      ? 'Admins of a team of the company; members get 403, others 404.'
      : 'Admins of a team with full access to the workspace; other members get 403, others 404.';
  const events =
    scope === 'company'
      ? 'Events: `monitoring.price_changed`, `monitoring.alert_fired`.'
      : 'Events: `task.*`, `meeting.*`, `file.*`, `insight.*` (`created`, `updated`, `deleted`) of the workspace’s records.';
  const params = z.object(scopeParam);
  const webhookParams = z.object({ ...scopeParam, webhookId: pathId });
  const deliveryParams = z.object({ ...scopeParam, webhookId: pathId, deliveryId: z.string().regex(/^msg_[0-9a-f]{32}$/) });
  const errors = { ...errorResponses, 404: json(messageBody, 'Not found, or not visible to the caller') };
  return {
    list: createRoute({
      method: 'get',
      path: base,
      summary: `List the ${scope}'s webhook endpoints`,
      description: `The ${scope}'s webhook endpoints with their last delivery. ${who}`,
      request: { params },
      responses: { 200: json(webhookList, 'The endpoints, oldest first'), ...errors },
    }),
    create: createRoute({
      method: 'post',
      path: base,
      summary: `Register a ${scope} webhook endpoint`,
      description: `Registers an endpoint and returns its signing secret. ${events} ${who} ${DELIVERY_NOTE}`,
      request: { params },
      responses: { 201: one, ...errors },
    }),
    get: createRoute({
      method: 'get',
      path: `${base}/{webhookId}`,
      summary: `Get a ${scope} webhook endpoint`,
      description: `One endpoint, with its signing secret. ${who}`,
      request: { params: webhookParams },
      responses: { 200: one, ...errors },
    }),
    update: createRoute({
      method: 'patch',
      path: `${base}/{webhookId}`,
      summary: `Update a ${scope} webhook endpoint`,
      description: `Changes the URL, description, events or \`enabled\` (true turns a disabled endpoint back on; failed messages can then be resent). ${who}`,
      request: { params: webhookParams },
      responses: { 200: one, ...errors },
    }),
    remove: createRoute({
      method: 'delete',
      path: `${base}/{webhookId}`,
      summary: `Delete a ${scope} webhook endpoint`,
      description: `Deletes the endpoint and its delivery log; pending messages are not sent. ${who}`,
      request: { params: webhookParams },
      responses: { 200: json(messageBody, 'Deleted'), ...errors },
    }),
    rotate: createRoute({
      method: 'post',
      path: `${base}/{webhookId}/rotate-secret`,
      summary: `Rotate a ${scope} webhook endpoint's secret`,
      description: `A new signing secret; the old one stops working at once. ${who}`,
      request: { params: webhookParams },
      responses: { 200: one, ...errors },
    }),
    deliveries: createRoute({
      method: 'get',
      path: `${base}/{webhookId}/deliveries`,
      summary: `List a ${scope} webhook endpoint's deliveries`,
      description: `The delivery log, newest first: status, attempts (each with its time, HTTP status, error and duration), next attempt. ${who}`,
      request: { params: webhookParams },
      responses: { 200: json(webhookDeliveryPage, 'A page of deliveries'), ...errors },
    }),
    resend: createRoute({
      method: 'post',
      path: `${base}/{webhookId}/deliveries/{deliveryId}/resend`,
      summary: `Resend a ${scope} webhook delivery`,
      description: `Sends the message again, with the same \`webhook-id\`, as a new attempt (now). The endpoint must be enabled (422 otherwise). ${who}`,
      request: { params: deliveryParams },
      responses: { 200: json(z.object({ data: webhookDeliveryResource }), 'The delivery, pending again'), ...errors },
    }),
    deliveriesQuery: webhookDeliveriesQuery,
  };
}
