import type { Brand } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import type { CompanyAccess } from '../access/company-guard';
import { toBrandResource } from './brand-columns';
import { countBrandProducts } from './count-brand-products';
import { requireBrand } from './require-brand';

/** `GET companies/{id}/brands/{brandId}`: a brand of that company (404 for another company's). */
export async function getBrand(db: Db, access: CompanyAccess, brandId: number): Promise<Brand> {
  const row = await requireBrand(db, access.companyId, brandId);
  const counts = await countBrandProducts(db, [row.id]);
  return toBrandResource(row, counts.get(row.id) ?? 0);
}
