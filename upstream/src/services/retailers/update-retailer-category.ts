import { eq } from 'drizzle-orm';
import type { RetailerCategory } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { retailerCategories } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { assertCategoryNameFree, CATEGORY_TAKEN, findRetailerCategory } from './read-retailer-categories';
import { isUniqueViolation } from '../../lib/pg-errors';

/** `PUT companies/{id}/retailers/categories/{categoryId}`: renames it (unique per company). */
export async function updateRetailerCategory(db: Db, companyId: number, categoryId: number, name: string): Promise<RetailerCategory> {
  await findRetailerCategory(db, companyId, categoryId);
  await assertCategoryNameFree(db, companyId, name, categoryId);
  try {
    await db.update(retailerCategories).set({ name }).where(eq(retailerCategories.id, categoryId));
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', CATEGORY_TAKEN);
    throw error;
  }
  return findRetailerCategory(db, companyId, categoryId);
}
