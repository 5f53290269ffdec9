import { and, count, eq } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { Db } from '../../db/client';
import { retailerCategories } from '../../db/schema';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { queryRetailerCategories } from './query-retailer-categories';

/** `GET companies/{id}/retailers/categories`: paged (a picker asks per_page=100), searched and sorted by name. */
export async function listRetailerCategories(db: Db, companyId: number, query: CatalogueListQuery) {
  const { page, per_page, search, sort } = query;
  const where = and(eq(retailerCategories.companyId, companyId), nameFilter(retailerCategories.name, search));
  const [{ n }] = await db.select({ n: count() }).from(retailerCategories).where(where);
  const data = await queryRetailerCategories(db, { where, orderBy: orderFor(sort, retailerCategories), limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}
