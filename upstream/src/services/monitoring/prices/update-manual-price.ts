import { eq } from 'drizzle-orm';
import type { PriceResource, PriceUpdateBody } from '@/lib/contract/monitoring/prices';
import type { Db } from '../../../db/client';
import { monitoringPrices } from '../../../db/schema';
import { requirePrice } from './require-price';
import { toPriceResource } from './to-price-resource';

/**
 * `PUT .../prices/{id}`: corrects a manual point (a typo in the amount, the wrong day). Scraped
 * points are a 422. `observed_at` moves the point (first and last observed) to that time.
 */
export async function updateManualPrice(db: Db, monitoringProductId: number, priceId: number, body: PriceUpdateBody): Promise<PriceResource> {
  await requirePrice(db, monitoringProductId, priceId, { manual: true });
  const at = body.observed_at ? new Date(body.observed_at) : undefined;
  const [row] = await db
    .update(monitoringPrices)
    .set({
      amount: body.amount,
      listAmount: body.list_amount === '' ? null : body.list_amount,
      currency: body.currency,
      availability: body.availability,
      firstObservedAt: at,
      lastObservedAt: at,
      updatedAt: new Date(),
    })
    .where(eq(monitoringPrices.id, priceId))
    .returning();
  return toPriceResource(row);
}
