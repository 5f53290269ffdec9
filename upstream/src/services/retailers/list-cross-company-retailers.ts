import { and, count } from 'drizzle-orm';
import type { z } from 'zod';
import type { crossRetailerListQuery } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { companyRetailers } from '../../db/schema';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { queryRetailers } from './query-retailers';
import { visibleRetailerScope } from './visible-retailer-scope';

/** `GET companies/retailers`: every retailer of the caller's visible companies, paged like a catalogue list. */
export async function listCrossCompanyRetailers(db: Db, userId: number, query: z.infer<typeof crossRetailerListQuery>) {
  const { page, per_page, search, sort, company_id } = query;
  const scope = await visibleRetailerScope(db, userId, company_id);
  if (!scope) return paged([], 0, page, per_page);
  const where = and(scope, nameFilter(companyRetailers.name, search));
  const [{ n }] = await db.select({ n: count() }).from(companyRetailers).where(where);
  const data = await queryRetailers(db, { where, orderBy: orderFor(sort, companyRetailers), limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}
