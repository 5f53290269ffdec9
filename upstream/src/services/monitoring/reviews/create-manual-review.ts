import type { MonitoringReview, MonitoringReviewBody } from '@/lib/contract/monitoring/reviews';
import type { Db } from '../../../db/client';
import { monitoringReviews } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';
import { reviewKey } from '../../../monitoring/extract/review-key';
import { findProductPage } from '../requests/find-product-page';
import { toReviewResource } from './to-review-resource';

/**
 * `POST .../reviews`: a review a person copied (a page that cannot be scraped, a marketplace
 * message). Its key is the one a scrape would compute (author, day, rating, title, body), so the
 * same review entered twice — or later scraped from the same page — is one row: 422 for a duplicate.
 */
export async function createManualReview(db: Db, monitoringProductId: number, userId: number, body: MonitoringReviewBody): Promise<MonitoringReview> {
  const pageId = body.page_id === undefined ? null : (await findProductPage(db, monitoringProductId, body.page_id)).id;
  const fields = { author: body.author ?? null, date: body.published_on ?? null, rating: body.rating, title: body.title ?? null, body: body.body };
  const [row] = await db
    .insert(monitoringReviews)
    .values({
      monitoringProductId,
      pageId,
      reviewKey: reviewKey(fields),
      author: fields.author,
      rating: body.rating,
      title: fields.title,
      body: body.body,
      publishedOn: fields.date,
      source: 'manual',
      createdBy: userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError('body', 'This review is already recorded.');
  return toReviewResource(row);
}
