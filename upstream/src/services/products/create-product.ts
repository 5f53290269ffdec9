import type { Product } from '@/lib/contract/catalogue';
import type { AppDeps } from '../../app-env';
import { products } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { assertCompanyBrand } from './read-products';
import { loadProductResource } from './present-product';
import type { ProductValues } from './present-product';

/** `POST companies/{id}/products` (admins): its brand, when given, must be one of the company's. */
export async function createProduct(deps: AppDeps, access: CompanyAccess, values: ProductValues & { name: string }): Promise<Product> {
  if (!access.canEdit) throw forbidden();
  if (values.brandId) await assertCompanyBrand(deps.db, access.companyId, values.brandId);
  const [row] = await deps.db
    .insert(products)
    .values({ ...values, companyId: access.companyId })
    .returning();
  return loadProductResource(deps.db, row);
}
