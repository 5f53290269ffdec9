import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringVariations } from '../../../db/schema';
import { notFound } from '../../../lib/errors';

export type VariationRow = typeof monitoringVariations.$inferSelect;

/** The variation `id` of monitoring product `productId` (already guarded); one of another product is a 404. */
export async function requireVariation(db: Db, productId: number, id: number): Promise<VariationRow> {
  const [row] = await db
    .select()
    .from(monitoringVariations)
    .where(and(eq(monitoringVariations.id, id), eq(monitoringVariations.monitoringProductId, productId)))
    .limit(1);
  if (!row) throw notFound('Variation');
  return row;
}
