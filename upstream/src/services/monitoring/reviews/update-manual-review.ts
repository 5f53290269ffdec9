import { eq } from 'drizzle-orm';
import type { MonitoringReview, MonitoringReviewUpdateBody } from '@/lib/contract/monitoring/reviews';
import type { Db } from '../../../db/client';
import { monitoringReviews } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';
import { isUniqueViolation } from '../../../lib/pg-errors';
import { reviewKey } from '../../../monitoring/extract/review-key';
import { requireReview } from './require-review';
import { toReviewResource } from './to-review-resource';

const cleared = <T>(v: T | '' | undefined, old: T | null): T | null => (v === undefined ? old : v === '' ? null : v);

/** `PUT .../reviews/{id}`: the fields sent change ('' clears); manual reviews only; the key follows the content. */
export async function updateManualReview(db: Db, monitoringProductId: number, reviewId: number, body: MonitoringReviewUpdateBody): Promise<MonitoringReview> {
  const old = await requireReview(db, monitoringProductId, reviewId, { manual: true });
  const next = {
    author: cleared(body.author, old.author),
    rating: body.rating ?? old.rating,
    title: cleared(body.title, old.title),
    body: body.body ?? old.body,
    publishedOn: cleared(body.published_on, old.publishedOn),
  };
  const key = reviewKey({ author: next.author, date: next.publishedOn, rating: next.rating, title: next.title, body: next.body });
  try {
    const [row] = await db
      .update(monitoringReviews)
      .set({ ...next, reviewKey: key, updatedAt: new Date() })
      .where(eq(monitoringReviews.id, old.id))
      .returning();
    return toReviewResource(row);
  } catch (error) {
    // The edit made it identical to another review of the same page (the unique key).
    if (isUniqueViolation(error)) throw fieldError('body', 'This review is already recorded.');
    throw error;
  }
}
