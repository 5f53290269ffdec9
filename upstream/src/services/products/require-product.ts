import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type ProductRow = typeof products.$inferSelect;

/** The product `productId` of company `companyId`; one of another company is a 404 like a missing one. */
export async function requireProduct(db: Db, companyId: number, productId: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('Product');
  return row;
}
