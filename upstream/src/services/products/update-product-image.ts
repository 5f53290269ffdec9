import { eq } from 'drizzle-orm';
import type { ProductImage } from '@/lib/contract/catalogue';
import type { AppDeps } from '../../app-env';
import { productImages } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { saveImage } from '../uploads/save-image';
import { lockProductImages, placeInOrder, renumberProductImages } from './lock-product-images';
import { requireProductImage } from './read-products';
import { toProductImageResource } from './present-product';

/** Edits of an image: undefined leaves a field alone, null clears it; `position` moves the image. */
export type ProductImageChanges = { title?: string | null; description?: string | null; position?: number };

/**
 * `POST …/images/{imageId}` with `_method=PUT`, or `PUT` (admins). A new file replaces the image.
 * A `position` moves it there and renumbers the product's images 0..n-1, in one transaction.
 */
export async function updateProductImage(
  deps: AppDeps,
  access: CompanyAccess,
  userId: number,
  productId: number,
  imageId: number,
  changes: ProductImageChanges,
  image?: File,
): Promise<ProductImage> {
  if (!access.canEdit) throw forbidden();
  await requireProductImage(deps.db, access.companyId, productId, imageId);
  const name = image ? await saveImage(deps, image, 'image', userId) : undefined;
  const row = await deps.db.transaction(async (tx) => {
    if (changes.position !== undefined) {
      const order = await lockProductImages(tx, productId);
      await renumberProductImages(tx, productId, placeInOrder(order, imageId, changes.position));
    }
    const values = { title: changes.title, description: changes.description, image: name };
    // Only a move (or nothing at all): there is no column left to set.
    if (Object.values(values).every((v) => v === undefined)) return (await tx.select().from(productImages).where(eq(productImages.id, imageId)))[0];
    const [updated] = await tx.update(productImages).set(values).where(eq(productImages.id, imageId)).returning();
    return updated;
  });
  return toProductImageResource(row);
}
