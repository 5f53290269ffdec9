import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringPrices } from '../../../db/schema';
import { requirePrice } from './require-price';

/** `DELETE .../prices/{id}`: only a manual point (a scraped one is a 422); alerts that cited it keep their text. */
export async function deleteManualPrice(db: Db, monitoringProductId: number, priceId: number): Promise<void> {
  await requirePrice(db, monitoringProductId, priceId, { manual: true });
  await db.delete(monitoringPrices).where(eq(monitoringPrices.id, priceId));
}
