import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retailerCategories } from '../../db/schema';
import { findRetailerCategory } from './read-retailer-categories';

/** `DELETE companies/{id}/retailers/categories/{categoryId}`: its retailers stay, uncategorised (set null). */
export async function deleteRetailerCategory(db: Db, companyId: number, categoryId: number): Promise<void> {
  await findRetailerCategory(db, companyId, categoryId);
  await db.delete(retailerCategories).where(eq(retailerCategories.id, categoryId));
}
