import { asc, eq } from 'drizzle-orm';
import type { ProductImage } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { productImages } from '../../db/schema';
import type { CompanyAccess } from '../access/company-guard';
import { requireProduct } from './require-product';
import { toProductImageResource } from './to-product-image-resource';

/** `GET companies/{id}/products/{productId}/images`: the product's images in gallery order. */
export async function listProductImages(db: Db, access: CompanyAccess, productId: number): Promise<ProductImage[]> {
  await requireProduct(db, access.companyId, productId);
  const rows = await db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map(toProductImageResource);
}
