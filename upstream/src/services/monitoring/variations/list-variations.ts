import { and, asc, count, eq } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { MonitoringListQuery } from '@/lib/contract/monitoring/common';
import type { Variation } from '@/lib/contract/monitoring/variations';
import type { Db } from '../../../db/client';
import { monitoringVariations } from '../../../db/schema';
import { nameFilter } from '../../../lib/list-query';
import { paged, pageOffset } from '../../../lib/paginate';
import type { CompanyAccess } from '../../access/company-guard';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { toVariationResources } from './to-variation-resources';

/** `GET …/monitoring-products/{id}/variations`: in their position order, paged, searched by name. */
export async function listVariations(
  db: Db,
  access: CompanyAccess,
  productId: number,
  query: MonitoringListQuery,
): Promise<{ data: Variation[]; meta: PageMeta }> {
  await requireMonitoringProduct(db, access, productId);
  const V = monitoringVariations;
  const where = and(eq(V.monitoringProductId, productId), nameFilter(V.name, query.search));
  const [{ n }] = await db.select({ n: count() }).from(V).where(where);
  const rows = await db.select().from(V).where(where).orderBy(asc(V.position), asc(V.id)).limit(query.per_page).offset(pageOffset(query.page, query.per_page));
  return paged(await toVariationResources(db, rows), n, query.page, query.per_page);
}
