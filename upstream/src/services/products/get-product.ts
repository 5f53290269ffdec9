import type { Product } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import type { CompanyAccess } from '../access/company-guard';
import { loadProductResource } from './load-product-resources';
import { requireProduct } from './require-product';

/** `GET companies/{id}/products/{productId}`: a product of that company with its brand name and images. */
export async function getProduct(db: Db, access: CompanyAccess, productId: number): Promise<Product> {
  return loadProductResource(db, await requireProduct(db, access.companyId, productId));
}
