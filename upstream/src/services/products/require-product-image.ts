import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireProduct } from './require-product';
import type { ProductImageRow } from './to-product-image-resource';

/** The image `imageId` of product `productId` of company `companyId`: 404 when any link of the chain is wrong. */
export async function requireProductImage(db: Db, companyId: number, productId: number, imageId: number): Promise<ProductImageRow> {
  await requireProduct(db, companyId, productId);
  const [row] = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .limit(1);
  if (!row) throw notFound('Image');
  return row;
}
