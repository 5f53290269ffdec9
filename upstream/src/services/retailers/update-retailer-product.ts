import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RetailerProduct, retailerProductUpdateBody } from '@/lib/contract/catalogue';
import type { AppDeps } from '../../app-env';
import { retailerProducts } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { assertCompanyProduct, findRetailerProduct } from './read-retailer-products';
import { PRODUCT_ALREADY_LISTED } from './create-retailer-product';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Patch } from '../../lib/patch';

export type RetailerProductPatch = Patch<z.infer<typeof retailerProductUpdateBody>>;

/** `PUT …/retailers/{retailerId}/products/{retailerProductId}`: only the fields sent change; empty clears. */
export async function updateRetailerProduct(
  deps: AppDeps,
  companyId: number,
  retailerId: number,
  retailerProductId: number,
  patch: RetailerProductPatch,
): Promise<RetailerProduct> {
  await findRetailerProduct(deps.db, retailerId, retailerProductId);
  if (patch.product_id !== undefined) {
    if (patch.product_id === null) throw fieldError('product_id', 'The product field is required.');
    await assertCompanyProduct(deps.db, companyId, patch.product_id);
  }
  if (patch.status === null) throw fieldError('status', 'The status field is required.');
  try {
    await deps.db
      .update(retailerProducts)
      .set({
        productId: patch.product_id ?? undefined,
        retailerSku: patch.retailer_sku,
        priceCents: patch.price_cents === undefined ? undefined : typeof patch.price_cents === 'number' ? patch.price_cents : null,
        url: patch.url === undefined ? undefined : patch.url || null,
        status: patch.status,
        updatedAt: deps.now(),
      })
      .where(eq(retailerProducts.id, retailerProductId));
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('product_id', PRODUCT_ALREADY_LISTED);
    throw error;
  }
  return findRetailerProduct(deps.db, retailerId, retailerProductId);
}
