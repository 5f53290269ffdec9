import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';

/** The linked catalogue product must be one of the same company: 422 on `product_id` otherwise. */
export async function assertCatalogueProduct(db: Db, companyId: number, productId: number): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, companyId)))
    .limit(1);
  if (!row) throw fieldError('product_id', 'The selected product is invalid.');
}
