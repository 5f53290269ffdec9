import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

/** Products per brand for `brandIds` (brands without products are absent). */
export async function countBrandProducts(db: Db, brandIds: number[]): Promise<Map<number, number>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db.select({ brandId: products.brandId, n: count() }).from(products).where(inArray(products.brandId, brandIds)).groupBy(products.brandId);
  return new Map(rows.flatMap((r) => (r.brandId === null ? [] : [[r.brandId, r.n] as [number, number]])));
}
