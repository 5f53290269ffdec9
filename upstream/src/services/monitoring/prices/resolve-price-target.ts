import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringVariations } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';
import { findProductPage } from '../requests/find-product-page';

/**
 * Where a manual price was seen: a page of the product (its variation comes with it) or a
 * variation of the product. One of them is needed; both must agree.
 */
export async function resolvePriceTarget(
  db: Db,
  monitoringProductId: number,
  body: { page_id?: number; variation_id?: number },
): Promise<{ pageId: number | null; variationId: number | null }> {
  if (body.page_id === undefined && body.variation_id === undefined) throw fieldError('page_id', 'Choose the page or the variation the price was seen for.');
  let variationId: number | null = null;
  if (body.variation_id !== undefined) {
    const [variation] = await db
      .select({ id: monitoringVariations.id })
      .from(monitoringVariations)
      .where(and(eq(monitoringVariations.id, body.variation_id), eq(monitoringVariations.monitoringProductId, monitoringProductId)))
      .limit(1);
    if (!variation) throw fieldError('variation_id', 'The selected variation is invalid.');
    variationId = variation.id;
  }
  if (body.page_id === undefined) return { pageId: null, variationId };
  const page = await findProductPage(db, monitoringProductId, body.page_id);
  if (variationId !== null && page.variationId !== variationId) throw fieldError('variation_id', 'The page is watched for another variation.');
  return { pageId: page.id, variationId: page.variationId };
}
