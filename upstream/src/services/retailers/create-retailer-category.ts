import type { RetailerCategory } from '@/lib/contract/catalogue';
import type { AppDeps } from '../../app-env';
import { retailerCategories } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { assertCategoryNameFree, CATEGORY_TAKEN } from './read-retailer-categories';

/** `POST companies/{id}/retailers/categories`; the unique index settles two admins adding the same name at once. */
export async function createRetailerCategory(deps: AppDeps, companyId: number, name: string): Promise<RetailerCategory> {
  await assertCategoryNameFree(deps.db, companyId, name);
  const [row] = await deps.db
    .insert(retailerCategories)
    .values({ companyId, name, createdAt: deps.now() })
    .onConflictDoNothing()
    .returning({ id: retailerCategories.id, name: retailerCategories.name });
  if (!row) throw fieldError('name', CATEGORY_TAKEN);
  return { ...row, retailers_count: 0 };
}
