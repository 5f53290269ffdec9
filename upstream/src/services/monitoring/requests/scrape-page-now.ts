import { eq } from 'drizzle-orm';
import type { MonitoringRequest } from '@/lib/contract/monitoring/requests';
import type { Db } from '../../../db/client';
import { monitoringRequests } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';
import { enqueueRequests, openRequestOf } from '../../../monitoring/pipeline/enqueue-requests';
import type { MonitoringProductRow } from '../require-monitoring-product';
import { findProductPage } from './find-product-page';
import { toRequestResource } from './to-request-resource';

/**
 * `POST .../requests {page_id}`: "scrape this page now". A page keeps one open request (case 19):
 * when one is already queued or running, that one is the answer (created false → 200).
 */
export async function scrapePageNow(
  db: Db,
  product: MonitoringProductRow,
  pageId: number,
  userId: number,
): Promise<{ request: MonitoringRequest; created: boolean }> {
  const page = await findProductPage(db, product.id, pageId);
  if (product.status !== 'active') throw fieldError('page_id', `The monitoring product is ${product.status}; activate it to scrape its pages.`);
  if (page.status === 'paused') throw fieldError('page_id', 'The page is paused; resume it to scrape it.');
  const [createdId] = await enqueueRequests(db, { pageIds: [page.id], trigger: 'manual', userId });
  if (createdId !== undefined) {
    const [row] = await db.select().from(monitoringRequests).where(eq(monitoringRequests.id, createdId));
    return { request: toRequestResource(row), created: true };
  }
  const open = await openRequestOf(db, page.id);
  // The open request finished between the insert and this read: ask again once.
  if (!open) return scrapePageNow(db, product, pageId, userId);
  return { request: toRequestResource(open), created: false };
}
