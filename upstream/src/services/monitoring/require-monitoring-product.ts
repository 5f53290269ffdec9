import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringProducts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';

export type MonitoringProductRow = typeof monitoringProducts.$inferSelect;

/**
 * The monitoring product `id` of the company the caller was granted (`requireCompany` first): one of
 * another company is a 404 like a missing one, so ids of other companies are never confirmed.
 */
export async function requireMonitoringProduct(db: Db, access: CompanyAccess, id: number): Promise<MonitoringProductRow> {
  const [row] = await db
    .select()
    .from(monitoringProducts)
    .where(and(eq(monitoringProducts.id, id), eq(monitoringProducts.companyId, access.companyId)))
    .limit(1);
  if (!row) throw notFound('Monitoring product');
  return row;
}
