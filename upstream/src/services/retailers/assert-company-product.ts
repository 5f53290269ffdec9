import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { fitsInteger } from './fits-integer';

/** A product named in a body (retailer product, review) must be one of this company's products: 422 otherwise. */
export async function assertCompanyProduct(db: Db, companyId: number, productId: number, field = 'product_id'): Promise<void> {
  const invalid = fieldError(field, 'The selected product is invalid.');
  if (!fitsInteger(productId)) throw invalid;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, companyId)))
    .limit(1);
  if (!row) throw invalid;
}
