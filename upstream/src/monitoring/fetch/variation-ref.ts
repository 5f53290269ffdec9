import type { monitoringVariations } from '../../db/schema';
import type { VariationRef } from '../extract/types';

/** How a stored variation identifies its offer on a retailer page (the engine's checks and the test extraction alike). */
export function variationRef(row: Pick<typeof monitoringVariations.$inferSelect, 'sku' | 'gtin' | 'url' | 'name'>): VariationRef {
  return { sku: row.sku ?? undefined, gtin: row.gtin ?? undefined, url: row.url ?? undefined, name: row.name };
}
