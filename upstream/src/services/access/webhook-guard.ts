import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireCompany } from './company-guard';
import { requireWorkspace } from './guards';

/** Whose webhooks: a company's or a workspace's. */
export type WebhookOwner = { kind: 'company'; companyId: number } | { kind: 'workspace'; workspaceId: number };

/** What a webhook route may do, from requireWebhookAdmin / requireWebhook: services take it and never check again. */
export type WebhookAccess = { owner: WebhookOwner; userId: number };

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * Webhooks are managed by the people who change the scope's settings (decision 0031): a company's
 * admins (`requireCompany` 'write') and a workspace's managers (`requireWorkspace` 'manage': admins
 * of a team with full access). Outsiders get 404, readers 403, as on the scope's other admin routes.
 */
export async function requireWebhookAdmin(db: Db, userId: number, owner: WebhookOwner): Promise<WebhookAccess> {
  if (owner.kind === 'company') await requireCompany(db, userId, owner.companyId, 'write');
  else await requireWorkspace(db, userId, owner.workspaceId, 'manage');
  return { owner, userId };
}

/** The SQL condition "the endpoint belongs to this owner". */
export const ownedBy = (owner: WebhookOwner) =>
  owner.kind === 'company' ? eq(webhookEndpoints.companyId, owner.companyId) : eq(webhookEndpoints.workspaceId, owner.workspaceId);

/** requireWebhookAdmin, then the endpoint, which must belong to that owner (404 otherwise). */
export async function requireWebhook(
  db: Db,
  userId: number,
  owner: WebhookOwner,
  webhookId: number,
): Promise<WebhookAccess & { endpoint: WebhookEndpointRow }> {
  const access = await requireWebhookAdmin(db, userId, owner);
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, webhookId), ownedBy(owner)))
    .limit(1);
  if (!endpoint) throw notFound('Webhook');
  return { ...access, endpoint };
}
