import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { WebhookDeliveriesQuery, WebhookDeliveryPage, WebhookResource } from '@/lib/contract/webhooks';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { WebhookAccess, WebhookEndpointRow } from '../access/webhook-guard';
import { ownedBy } from '../access/webhook-guard';
import { presentWebhooks, toDeliveryResource } from './present-webhooks';

/** The owner's endpoints, oldest first (a scope has a handful: no paging). */
export async function listWebhooks(db: Db, access: WebhookAccess): Promise<WebhookResource[]> {
  const rows = await db.select().from(webhookEndpoints).where(ownedBy(access.owner)).orderBy(asc(webhookEndpoints.id));
  return presentWebhooks(db, rows);
}

export async function presentWebhook(db: Db, row: WebhookEndpointRow): Promise<WebhookResource> {
  const [resource] = await presentWebhooks(db, [row]);
  return resource;
}

/** One endpoint's delivery log, newest first, paged (`status` filters). */
export async function listWebhookDeliveries(db: Db, endpoint: WebhookEndpointRow, query: WebhookDeliveriesQuery): Promise<WebhookDeliveryPage> {
  const where = and(eq(webhookDeliveries.endpointId, endpoint.id), query.status ? eq(webhookDeliveries.status, query.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(sql`${webhookDeliveries.id}`))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return {
    data: rows.map(toDeliveryResource),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.per_page)), per_page: query.per_page, total },
  };
}
