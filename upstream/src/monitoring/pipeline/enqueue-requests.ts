import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringPages, monitoringProducts, monitoringRequests } from '../../db/schema';
import { wakeMonitoringWorkers } from './wake';

export type EnqueueInput = {
  pageIds: number[];
  trigger: 'schedule' | 'manual' | 'retry';
  scrapingRequestId?: number | null;
  userId?: number | null;
  /** Not before this time (a schedule slot); now when left out. */
  notBefore?: Date;
};

/**
 * Queues one request per page. A page that already has a queued or running request keeps that one
 * (the partial unique index `monitoring_requests_open_unique`): "scrape now" twice leaves one
 * queued request per page (acceptance case 19). Paused pages and pages of paused or archived
 * products are skipped. Returns the ids of the requests created.
 */
export async function enqueueRequests(db: Db, input: EnqueueInput): Promise<number[]> {
  if (input.pageIds.length === 0) return [];
  const pages = await db
    .select({ id: monitoringPages.id, productId: monitoringPages.monitoringProductId })
    .from(monitoringPages)
    .innerJoin(monitoringProducts, eq(monitoringProducts.id, monitoringPages.monitoringProductId))
    .where(and(inArray(monitoringPages.id, input.pageIds), sql`${monitoringPages.status} <> 'paused'`, eq(monitoringProducts.status, 'active')));
  if (pages.length === 0) return [];
  const rows = await db
    .insert(monitoringRequests)
    .values(
      pages.map((p) => ({
        monitoringProductId: p.productId,
        pageId: p.id,
        trigger: input.trigger,
        scrapingRequestId: input.scrapingRequestId ?? null,
        createdBy: input.userId ?? null,
        notBefore: input.notBefore ?? new Date(),
      })),
    )
    .onConflictDoNothing({ target: monitoringRequests.pageId, where: sql`status in ('queued', 'running')` })
    .returning({ id: monitoringRequests.id });
  if (rows.length > 0) wakeMonitoringWorkers();
  return rows.map((r) => r.id);
}

/** The open (queued or running) request of a page, if any. */
export async function openRequestOf(db: Db, pageId: number) {
  const [row] = await db
    .select()
    .from(monitoringRequests)
    .where(and(eq(monitoringRequests.pageId, pageId), inArray(monitoringRequests.status, ['queued', 'running'])))
    .limit(1);
  return row ?? null;
}
