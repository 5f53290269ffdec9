import { count, inArray } from 'drizzle-orm';
import type { Variation } from '@/lib/contract/monitoring/variations';
import type { Db } from '../../../db/client';
import { monitoringPages } from '../../../db/schema';
import type { VariationRow } from './require-variation';

/** Variations on the wire, with how many pages each has (one query for the whole list). */
export async function toVariationResources(db: Db, rows: VariationRow[]): Promise<Variation[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ id: monitoringPages.variationId, n: count() })
        .from(monitoringPages)
        .where(inArray(monitoringPages.variationId, ids))
        .groupBy(monitoringPages.variationId)
    : [];
  return rows.map((r) => ({
    id: r.id,
    monitoring_product_id: r.monitoringProductId,
    name: r.name,
    attributes: r.attributes,
    sku: r.sku,
    gtin: r.gtin,
    url: r.url,
    map_amount: r.mapAmount,
    map_currency: r.mapCurrency,
    position: r.position,
    pages_count: counts.find((c) => c.id === r.id)?.n ?? 0,
    created_at: new Date(r.createdAt).toISOString(),
    updated_at: new Date(r.updatedAt).toISOString(),
  }));
}
