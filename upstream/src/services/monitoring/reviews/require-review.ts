import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringReviews } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import type { ReviewRow } from './to-review-resource';

export const SCRAPED_REVIEW_MESSAGE = 'Only manual reviews can be changed or deleted; a scraped review comes back with the next scrape.';

/** A review of the monitoring product, or 404; with `manual`, a scraped one is a 422. */
export async function requireReview(db: Db, monitoringProductId: number, reviewId: number, opts: { manual?: boolean } = {}): Promise<ReviewRow> {
  const [row] = await db
    .select()
    .from(monitoringReviews)
    .where(and(eq(monitoringReviews.id, reviewId), eq(monitoringReviews.monitoringProductId, monitoringProductId)))
    .limit(1);
  if (!row) throw notFound('Review');
  if (opts.manual && row.source !== 'manual') throw new AppError('VALIDATION', SCRAPED_REVIEW_MESSAGE, { errors: { source: [SCRAPED_REVIEW_MESSAGE] } });
  return row;
}
