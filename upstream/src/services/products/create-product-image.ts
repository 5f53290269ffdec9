import { eq } from 'drizzle-orm';
import type { ProductImage, ProductImageBody } from '@/lib/contract/catalogue';
import type { AppDeps } from '../../app-env';
import { productImages } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { saveImage } from '../uploads/save-image';
import { lockProductImages, placeInOrder, renumberProductImages } from './lock-product-images';
import { requireProduct } from './read-products';
import { toProductImageResource } from './present-product';

/**
 * `POST …/products/{productId}/images` (admins; the image file is required): appended after the
 * last image, or put at `position` when given (the others move along).
 */
export async function createProductImage(
  deps: AppDeps,
  access: CompanyAccess,
  userId: number,
  productId: number,
  body: ProductImageBody,
  image: File,
): Promise<ProductImage> {
  if (!access.canEdit) throw forbidden();
  await requireProduct(deps.db, access.companyId, productId);
  const name = await saveImage(deps, image, 'image', userId);
  const row = await deps.db.transaction(async (tx) => {
    const order = await lockProductImages(tx, productId);
    const [created] = await tx
      .insert(productImages)
      .values({ productId, image: name, title: body.title ?? null, description: body.description ?? null, position: order.length })
      .returning();
    if (body.position === undefined || body.position >= order.length) return created;
    await renumberProductImages(tx, productId, placeInOrder([...order, created.id], created.id, body.position));
    const [placed] = await tx.select().from(productImages).where(eq(productImages.id, created.id));
    return placed;
  });
  return toProductImageResource(row);
}
