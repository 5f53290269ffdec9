import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { lockProductImages, renumberProductImages } from './lock-product-images';
import { requireProductImage } from './read-products';

/** `DELETE …/images/{imageId}` (admins): the images after it move up, so positions stay 0..n-1. */
export async function deleteProductImage(db: Db, access: CompanyAccess, productId: number, imageId: number): Promise<void> {
  if (!access.canEdit) throw forbidden();
  await requireProductImage(db, access.companyId, productId, imageId);
  await db.transaction(async (tx) => {
    const order = await lockProductImages(tx, productId);
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    await renumberProductImages(
      tx,
      productId,
      order.filter((id) => id !== imageId),
    );
  });
}
