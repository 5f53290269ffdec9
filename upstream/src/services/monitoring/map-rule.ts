import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringProducts, monitoringVariations } from '../../db/schema';

/**
 * The one MAP rule of monitoring (reports and enforcement cases both use it): the MAP in force
 * for a price is the variation's override, else the monitored product's; a price violates it when
 * it is in the MAP's currency and below it. A price in another currency is neither converted nor
 * judged.
 */
export type MapPrice = { amount: number; currency: string };
export type MapOf = (variationId: number | null) => MapPrice | null;

export function isBelowMap(amount: number | null, currency: string | null, map: MapPrice | null): boolean {
  return map !== null && amount !== null && currency === map.currency && amount < map.amount;
}

/** How far below the MAP a price is, in percent of the MAP (0 when at or above it). */
export function mapGapPercent(amount: number, map: MapPrice): number {
  return amount >= map.amount || map.amount <= 0 ? 0 : ((map.amount - amount) / map.amount) * 100;
}

/** The MAP of each variation of a monitored product, read once. */
export async function loadMapOf(db: Db, monitoringProductId: number): Promise<MapOf> {
  const [product] = await db
    .select({ amount: monitoringProducts.mapAmount, currency: monitoringProducts.mapCurrency })
    .from(monitoringProducts)
    .where(eq(monitoringProducts.id, monitoringProductId));
  const variations = await db
    .select({ id: monitoringVariations.id, amount: monitoringVariations.mapAmount, currency: monitoringVariations.mapCurrency })
    .from(monitoringVariations)
    .where(eq(monitoringVariations.monitoringProductId, monitoringProductId));
  const productMap = product?.amount != null && product.currency ? { amount: product.amount, currency: product.currency } : null;
  const overrides = new Map(
    variations.filter((v) => v.amount !== null && v.currency).map((v) => [v.id, { amount: v.amount as number, currency: v.currency as string }]),
  );
  return (variationId) => (variationId !== null ? overrides.get(variationId) : undefined) ?? productMap;
}
