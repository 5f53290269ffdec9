import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products } from '../../db/schema';

/**
 * Inside a transaction: locks the product row, so image additions, moves and deletions on one
 * product happen one after another, and returns its image ids in gallery order.
 */
export async function lockProductImages(tx: Db, productId: number): Promise<number[]> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const rows = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((r) => r.id);
}

/** Stores each image's index in `order` as its position (only the rows that change are written). */
export async function renumberProductImages(tx: Db, productId: number, order: number[]): Promise<void> {
  for (const [position, id] of order.entries()) {
    await tx
      .update(productImages)
      .set({ position })
      .where(and(eq(productImages.id, id), eq(productImages.productId, productId), ne(productImages.position, position)));
  }
}

/** `order` with `imageId` moved to `position` (clamped to the list). */
export function placeInOrder(order: number[], imageId: number, position: number): number[] {
  const rest = order.filter((id) => id !== imageId);
  const at = Math.max(0, Math.min(position, rest.length));
  return [...rest.slice(0, at), imageId, ...rest.slice(at)];
}
