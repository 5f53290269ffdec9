import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringPages } from '../../../db/schema';
import { notFound } from '../../../lib/errors';

export type PageRow = typeof monitoringPages.$inferSelect;

/** The page `id` of monitoring product `productId` (already guarded); one of another product is a 404. */
export async function requirePage(db: Db, productId: number, id: number): Promise<PageRow> {
  const [row] = await db
    .select()
    .from(monitoringPages)
    .where(and(eq(monitoringPages.id, id), eq(monitoringPages.monitoringProductId, productId)))
    .limit(1);
  if (!row) throw notFound('Page');
  return row;
}
