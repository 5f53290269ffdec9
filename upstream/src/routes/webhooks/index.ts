import type { Context } from 'hono';
import type { WebhookScope } from '@/lib/contract/webhooks';
import { createWebhookBody, updateWebhookBody, webhookBodyDoc } from '@/lib/contract/webhooks';
import type { AppEnv } from '../../app-env';
import { jsonDoc, createResourceRouter } from '../../lib/resource-router';
import { readJson } from '../../lib/request-body';
import { parseOr422 } from '../../lib/validation';
import { requireWebhook, requireWebhookAdmin, type WebhookOwner } from '../../services/access/webhook-guard';
import { createWebhook } from '../../services/webhooks/create-webhook';
import { deleteWebhook } from '../../services/webhooks/delete-webhook';
import { listWebhookDeliveries, listWebhooks, presentWebhook } from '../../services/webhooks/read-webhooks';
import { resendWebhookDelivery } from '../../services/webhooks/resend-webhook-delivery';
import { rotateWebhookSecret } from '../../services/webhooks/rotate-webhook-secret';
import { updateWebhook } from '../../services/webhooks/update-webhook';
import { webhookRoutes } from './routes';

/**
 * Outbound webhooks (decision 0031) of a company (`companies/{id}/webhooks`, the `companies`
 * ability) and of a workspace (`workspaces/{id}/webhooks`, `workspaces`): the same routes and
 * handlers, the scope's admins only (services/access/webhook-guard.ts). Each handler checks access
 * before it reads the body, so an outsider gets 404 whatever it sent.
 */
function scopeRouter(scope: WebhookScope) {
  const { router, route } = createResourceRouter({ tag: 'webhooks', access: { ability: scope === 'company' ? 'companies' : 'workspaces' } });
  const r = webhookRoutes(scope);
  const ownerOf = (c: Context<AppEnv>): WebhookOwner =>
    scope === 'company'
      ? { kind: 'company', companyId: Number(c.req.param('companyId')) }
      : { kind: 'workspace', workspaceId: Number(c.req.param('workspaceId')) };
  const endpointOf = (c: Context<AppEnv>) => requireWebhook(c.var.deps.db, c.var.auth.user.id, ownerOf(c), Number(c.req.param('webhookId')));

  route(r.list, async (c) => {
    const access = await requireWebhookAdmin(c.var.deps.db, c.var.auth.user.id, ownerOf(c));
    return c.json({ data: await listWebhooks(c.var.deps.db, access) }, 200);
  });

  route(
    r.create,
    async (c) => {
      const access = await requireWebhookAdmin(c.var.deps.db, c.var.auth.user.id, ownerOf(c));
      const body = parseOr422(createWebhookBody(scope), await readJson(c));
      const row = await createWebhook(c.var.deps, access, body);
      return c.json({ data: await presentWebhook(c.var.deps.db, row) }, 201);
    },
    { body: jsonDoc(webhookBodyDoc) },
  );

  route(r.get, async (c) => {
    const { endpoint } = await endpointOf(c);
    return c.json({ data: await presentWebhook(c.var.deps.db, endpoint) }, 200);
  });

  route(
    r.update,
    async (c) => {
      const { endpoint } = await endpointOf(c);
      const body = parseOr422(updateWebhookBody(scope), await readJson(c));
      const row = await updateWebhook(c.var.deps, endpoint, body);
      return c.json({ data: await presentWebhook(c.var.deps.db, row) }, 200);
    },
    { body: jsonDoc(webhookBodyDoc.partial()) },
  );

  route(r.remove, async (c) => {
    const { endpoint } = await endpointOf(c);
    await deleteWebhook(c.var.deps, endpoint);
    return c.json({ message: 'Webhook endpoint deleted.' }, 200);
  });

  route(r.rotate, async (c) => {
    const { endpoint } = await endpointOf(c);
    const row = await rotateWebhookSecret(c.var.deps, endpoint);
    return c.json({ data: await presentWebhook(c.var.deps.db, row) }, 200);
  });

  route(
    r.deliveries,
    async (c) => {
      const { endpoint } = await endpointOf(c);
      const query = parseOr422(r.deliveriesQuery, c.req.query());
      return c.json(await listWebhookDeliveries(c.var.deps.db, endpoint, query), 200);
    },
    { query: r.deliveriesQuery },
  );

  // Message ids are `msg_…`, not digits.
  route(
    r.resend,
    async (c) => {
      const { endpoint } = await endpointOf(c);
      return c.json({ data: await resendWebhookDelivery(c.var.deps, endpoint, c.req.valid('param').deliveryId) }, 200);
    },
    { textIds: true },
  );

  return router;
}

export const webhooksRouter = scopeRouter('company').route('/', scopeRouter('workspace'));
