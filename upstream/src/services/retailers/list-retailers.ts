import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { retailerListQuery } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { companyRetailers } from '../../db/schema';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { inPageOrder, pageWindow } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { queryRetailers } from './query-retailers';

/** `GET companies/{id}/retailers`: paged, searched and sorted by name; `category_id` narrows to one category. */
export async function listRetailers(db: Db, companyId: number, query: z.infer<typeof retailerListQuery>) {
  const { page, per_page, search, sort, category_id } = query;
  const where = and(
    eq(companyRetailers.companyId, companyId),
    category_id === undefined ? undefined : eq(companyRetailers.categoryId, category_id),
    nameFilter(companyRetailers.name, search),
  );
  const [{ n }] = await db.select({ n: count() }).from(companyRetailers).where(where);
  const window = pageWindow(orderKeysFor(sort, companyRetailers), n, page, per_page);
  const data = inPageOrder(await queryRetailers(db, { where, ...window }), window);
  return paged(data, n, page, per_page);
}
