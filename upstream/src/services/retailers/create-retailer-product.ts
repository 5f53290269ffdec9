import type { z } from 'zod';
import type { RetailerProduct, retailerProductBody } from '@/lib/contract/catalogue';
import type { AppDeps } from '../../app-env';
import { retailerProducts } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { assertCompanyProduct, findRetailerProduct } from './read-retailer-products';

export const PRODUCT_ALREADY_LISTED = 'This product is already listed at this retailer.';

/**
 * `POST …/retailers/{retailerId}/products` (the retailer was checked to be this company's): the
 * product must be one of the company's too, and is listed once per retailer (the unique index decides).
 */
export async function createRetailerProduct(
  deps: AppDeps,
  companyId: number,
  retailerId: number,
  body: z.infer<typeof retailerProductBody>,
): Promise<RetailerProduct> {
  await assertCompanyProduct(deps.db, companyId, body.product_id);
  const now = deps.now();
  const [row] = await deps.db
    .insert(retailerProducts)
    .values({
      companyRetailerId: retailerId,
      productId: body.product_id,
      retailerSku: body.retailer_sku ?? null,
      priceCents: typeof body.price_cents === 'number' ? body.price_cents : null,
      url: body.url || null,
      status: body.status ?? 'listed',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: retailerProducts.id });
  if (!row) throw fieldError('product_id', PRODUCT_ALREADY_LISTED);
  return findRetailerProduct(deps.db, retailerId, row.id);
}
