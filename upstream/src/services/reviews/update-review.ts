import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Review, reviewUpdateBody } from '@/lib/contract/relations';
import type { AppDeps } from '../../app-env';
import { reviews } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { Patch } from '../../lib/patch';
import { assertReviewLinks, findReview } from './read-reviews';

export type ReviewPatch = Patch<z.infer<typeof reviewUpdateBody>>;

/** `PUT companies/{id}/reviews/{reviewId}`: only the fields sent change; null clears an optional one. */
export async function updateReview(deps: AppDeps, companyId: number, reviewId: number, patch: ReviewPatch): Promise<Review> {
  await findReview(deps.db, companyId, reviewId);
  if (patch.rating === null) throw fieldError('rating', 'The rating field is required.');
  await assertReviewLinks(deps.db, companyId, { productId: patch.product_id, retailerId: patch.company_retailer_id });
  await deps.db
    .update(reviews)
    .set({
      // undefined leaves a column alone (Drizzle skips it); null clears it.
      rating: patch.rating,
      title: patch.title,
      body: patch.body,
      author: patch.author,
      reviewedAt: patch.reviewed_at === undefined ? undefined : patch.reviewed_at ? new Date(`${patch.reviewed_at}T00:00:00Z`) : null,
      productId: patch.product_id,
      companyRetailerId: patch.company_retailer_id,
      updatedAt: deps.now(),
    })
    .where(eq(reviews.id, reviewId));
  return findReview(deps.db, companyId, reviewId);
}
