import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { retailerListQuery } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { companyRetailers } from '../../db/schema';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, narrowed, readPage } from '../../lib/read-page';
import { queryRetailerRows } from './query-retailers';

/** `GET companies/{id}/retailers`: paged, searched and sorted by name; `category_id` narrows to one category. */
export async function listRetailers(db: Db, companyId: number, query: z.infer<typeof retailerListQuery>) {
  const { page, per_page, search, sort, category_id } = query;
  const where = and(
    eq(companyRetailers.companyId, companyId),
    category_id === undefined ? undefined : eq(companyRetailers.categoryId, category_id),
    nameFilter(companyRetailers.name, search),
  );
  const count = search?.trim() || category_id !== undefined ? countOf(companyRetailers, where) : countedTotal('company_retailers', [companyId]);
  const keys = orderKeysFor(sort, companyRetailers);
  const searched = search?.trim() ? { table: companyRetailers, where } : undefined;
  const { rows, total } = await readPage(db, { keys, page, perPage: per_page, count, search: searched }, (window, listTotal, only) =>
    queryRetailerRows(db, { where: narrowed(where, only), ...window, listTotal }),
  );
  return paged(
    rows.map((row) => row.retailer),
    total,
    page,
    per_page,
  );
}
