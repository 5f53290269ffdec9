import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringReviews } from '../../../db/schema';
import { requireReview } from './require-review';

/**
 * `DELETE .../reviews/{id}`: manual reviews only. A scraped review is refused (422): deleting it
 * would not stick — the next scrape of its page records it again.
 */
export async function deleteManualReview(db: Db, monitoringProductId: number, reviewId: number): Promise<void> {
  await requireReview(db, monitoringProductId, reviewId, { manual: true });
  await db.delete(monitoringReviews).where(eq(monitoringReviews.id, reviewId));
}
