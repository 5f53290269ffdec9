import { count, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { RetailerCategory } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { companyRetailers, retailerCategories } from '../../db/schema';

/** Retailer categories as the contract's resource, with how many retailers each holds. */
export async function queryRetailerCategories(db: Db, q: { where: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number }): Promise<RetailerCategory[]> {
  let query = db
    .select({
      id: retailerCategories.id,
      name: retailerCategories.name,
      retailers_count: count(companyRetailers.id),
    })
    .from(retailerCategories)
    // A join (not a correlated subquery): Drizzle leaves columns unqualified in single-table selects.
    .leftJoin(companyRetailers, eq(companyRetailers.categoryId, retailerCategories.id))
    .where(q.where)
    .groupBy(retailerCategories.id)
    .$dynamic();
  if (q.orderBy) query = query.orderBy(...q.orderBy);
  if (q.limit !== undefined) query = query.limit(q.limit);
  if (q.offset !== undefined) query = query.offset(q.offset);
  return query;
}
