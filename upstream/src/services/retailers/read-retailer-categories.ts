import type { SQL } from 'drizzle-orm';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { RetailerCategory } from '@/lib/contract/catalogue';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { Db } from '../../db/client';
import { companyRetailers, retailerCategories } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { applyWindow, nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';

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

/** One category of this company; another company's category is a 404 under this path. */
export async function findRetailerCategory(db: Db, companyId: number, categoryId: number): Promise<RetailerCategory> {
  const [category] = await queryRetailerCategories(db, { where: and(eq(retailerCategories.id, categoryId), eq(retailerCategories.companyId, companyId)) });
  if (!category) throw notFound('Category');
  return category;
}

/** `GET companies/{id}/retailers/categories`: paged (a picker asks per_page=100), searched and sorted by name. */
export async function listRetailerCategories(db: Db, companyId: number, query: CatalogueListQuery) {
  const { page, per_page, search, sort } = query;
  const where = and(eq(retailerCategories.companyId, companyId), nameFilter(retailerCategories.name, search));
  const [{ n }] = await db.select({ n: count() }).from(retailerCategories).where(where);
  const data = await queryRetailerCategories(db, { where, orderBy: orderFor(sort, retailerCategories), limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}

export const CATEGORY_TAKEN = 'A category with this name already exists.';

/** Category names are unique per company, ignoring case ("Grocery" and "grocery" are one category). */
export async function assertCategoryNameFree(db: Db, companyId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: retailerCategories.id })
    .from(retailerCategories)
    .where(
      and(
        eq(retailerCategories.companyId, companyId),
        eq(sql`lower(${retailerCategories.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(retailerCategories.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw fieldError('name', CATEGORY_TAKEN);
}
