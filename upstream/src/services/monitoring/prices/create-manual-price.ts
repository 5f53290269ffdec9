import type { PriceBody, PriceResource } from '@/lib/contract/monitoring/prices';
import type { Db } from '../../../db/client';
import { recordPriceObservation, type PriceChange } from '../../../monitoring/record/record-price';
import { resolvePriceTarget } from './resolve-price-target';
import { toPriceResource } from './to-price-resource';

/**
 * `POST .../prices`: a price a person saw (a page that cannot be scraped, a shop flyer). It joins
 * the series like a scraped observation: the same values again only extend the latest point
 * (change 'unchanged', 200), a new value starts a point with source `manual` (201).
 */
export async function createManualPrice(
  db: Db,
  monitoringProductId: number,
  userId: number,
  body: PriceBody,
  now: Date,
): Promise<{ price: PriceResource; change: PriceChange }> {
  const target = await resolvePriceTarget(db, monitoringProductId, body);
  const { price, change } = await recordPriceObservation(db, {
    monitoringProductId,
    ...target,
    amount: body.amount,
    listAmount: body.list_amount ?? null,
    currency: body.currency,
    availability: body.availability,
    source: 'manual',
    rawText: null,
    observedAt: body.observed_at ? new Date(body.observed_at) : now,
    createdBy: userId,
  });
  return { price: toPriceResource(price), change };
}
