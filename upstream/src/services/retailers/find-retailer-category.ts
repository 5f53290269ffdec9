import { and, eq } from 'drizzle-orm';
import type { RetailerCategory } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { retailerCategories } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { queryRetailerCategories } from './query-retailer-categories';

/** One category of this company; another company's category is a 404 under this path. */
export async function findRetailerCategory(db: Db, companyId: number, categoryId: number): Promise<RetailerCategory> {
  const [category] = await queryRetailerCategories(db, { where: and(eq(retailerCategories.id, categoryId), eq(retailerCategories.companyId, companyId)) });
  if (!category) throw notFound('Category');
  return category;
}
