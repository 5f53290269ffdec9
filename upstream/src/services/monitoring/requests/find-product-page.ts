import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringPages } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';

export type PageRow = typeof monitoringPages.$inferSelect;

/**
 * A page named in a body, which must belong to the monitoring product: a page of another product
 * (or company) is refused like a missing one, as a field error, so its id is never confirmed.
 */
export async function findProductPage(db: Db, monitoringProductId: number, pageId: number, field = 'page_id'): Promise<PageRow> {
  const [page] = await db
    .select()
    .from(monitoringPages)
    .where(and(eq(monitoringPages.id, pageId), eq(monitoringPages.monitoringProductId, monitoringProductId)))
    .limit(1);
  if (!page) throw fieldError(field, 'The selected page is invalid.');
  return page;
}
