import { count, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { RetailerCategory } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { companyRetailers, retailerCategories } from '../../db/schema';
import { applyWindow } from '../../lib/list-query';

/** Retailer categories as the contract's resource, with how many retailers each holds. */
export async function queryRetailerCategories(
  db: Db,
  q: { where: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number },
): Promise<RetailerCategory[]> {
  return applyWindow(
    db
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
      .$dynamic(),
    q,
  );
}
