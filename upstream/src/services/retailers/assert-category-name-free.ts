import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retailerCategories } from '../../db/schema';
import { fieldError } from '../../lib/errors';

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
