import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringPrices } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import type { PriceRow } from '../../../monitoring/record/record-price';

/** A price point of the monitoring product, or 404; with `manual`, a scraped one is a 422. */
export async function requirePrice(db: Db, monitoringProductId: number, priceId: number, opts: { manual?: boolean } = {}): Promise<PriceRow> {
  const [row] = await db
    .select()
    .from(monitoringPrices)
    .where(and(eq(monitoringPrices.id, priceId), eq(monitoringPrices.monitoringProductId, monitoringProductId)))
    .limit(1);
  if (!row) throw notFound('Price');
  // Scraped points are evidence (reports and alerts point at them): they are never rewritten.
  if (opts.manual && row.source !== 'manual')
    throw new AppError('VALIDATION', 'Only manual prices can be changed.', { errors: { source: ['Only manual prices can be changed.'] } });
  return row;
}
