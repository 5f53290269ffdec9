import { and, count, eq, or } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { MonitoringProduct, MonitoringProductListQuery } from '@/lib/contract/monitoring/products';
import type { Db } from '../../../db/client';
import { monitoringProducts } from '../../../db/schema';
import { nameFilter, orderFor } from '../../../lib/list-query';
import { paged, pageOffset } from '../../../lib/paginate';
import type { CompanyAccess } from '../../access/company-guard';
import { loadMonitoringProducts } from './load-monitoring-products';

/**
 * `GET companies/{id}/monitoring-products`: paged, sorted by name or date, searched in name, brand,
 * SKU, GTIN and MPN, optionally one status; each with its summary (a fixed number of queries per page).
 */
export async function listMonitoringProducts(
  db: Db,
  access: CompanyAccess,
  query: MonitoringProductListQuery,
): Promise<{ data: MonitoringProduct[]; meta: PageMeta }> {
  const { page, per_page, search, sort, status } = query;
  const M = monitoringProducts;
  const where = and(
    eq(M.companyId, access.companyId),
    search?.trim() ? or(...[M.name, M.brand, M.sku, M.gtin, M.mpn].map((c) => nameFilter(c, search))) : undefined,
    status ? eq(M.status, status) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(M).where(where);
  const rows = await db
    .select()
    .from(M)
    .where(where)
    .orderBy(...orderFor(sort, { name: M.name, createdAt: M.createdAt, id: M.id }))
    .limit(per_page)
    .offset(pageOffset(page, per_page));
  return paged(await loadMonitoringProducts(db, rows), n, page, per_page);
}
