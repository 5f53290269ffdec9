import { eq } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalogue';
import type { AppDeps } from '../../app-env';
import { products } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { assertCompanyBrand, requireProduct } from './read-products';
import { loadProductResource } from './present-product';
import type { ProductValues } from './present-product';

/** `PUT companies/{id}/products/{productId}` (admins): only the values given change. */
export async function updateProduct(deps: AppDeps, access: CompanyAccess, productId: number, values: ProductValues): Promise<Product> {
  if (!access.canEdit) throw forbidden();
  await requireProduct(deps.db, access.companyId, productId);
  if (values.brandId) await assertCompanyBrand(deps.db, access.companyId, values.brandId);
  const [row] = await deps.db
    .update(products)
    .set({ ...values, updatedAt: deps.now() })
    .where(eq(products.id, productId))
    .returning();
  return loadProductResource(deps.db, row);
}
