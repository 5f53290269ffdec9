import type { SQL } from 'drizzle-orm';
import { and, asc, count, eq } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { MonitoringPage, PageListQuery } from '@/lib/contract/monitoring/pages';
import type { Db } from '../../../db/client';
import { monitoringPages } from '../../../db/schema';
import { nameFilter } from '../../../lib/list-query';
import { paged, pageOffset } from '../../../lib/paginate';
import type { CompanyAccess } from '../../access/company-guard';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { loadPageResources } from './load-page-resources';

/** The WHERE of a monitored product's pages list (and the pages export): of one variation, the URL searched. */
export function pageListWhere(scope: SQL, query: Pick<PageListQuery, 'variation_id' | 'search'>): SQL | undefined {
  const P = monitoringPages;
  return and(scope, query.variation_id === undefined ? undefined : eq(P.variationId, query.variation_id), nameFilter(P.url, query.search));
}

/** `GET …/monitoring-products/{id}/pages`: oldest first, paged; `variation_id` narrows, `search` matches the URL. */
export async function listPages(db: Db, access: CompanyAccess, productId: number, query: PageListQuery): Promise<{ data: MonitoringPage[]; meta: PageMeta }> {
  await requireMonitoringProduct(db, access, productId);
  const P = monitoringPages;
  const where = pageListWhere(eq(P.monitoringProductId, productId), query);
  const [{ n }] = await db.select({ n: count() }).from(P).where(where);
  const rows = await db.select().from(P).where(where).orderBy(asc(P.id)).limit(query.per_page).offset(pageOffset(query.page, query.per_page));
  return paged(await loadPageResources(db, rows), n, query.page, query.per_page);
}
