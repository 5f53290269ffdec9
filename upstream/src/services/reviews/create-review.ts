import type { z } from 'zod';
import type { Review, reviewBody } from '@/lib/contract/relations';
import type { AppDeps } from '../../app-env';
import { reviews } from '../../db/schema';
import { assertReviewLinks, findReview } from './read-reviews';

/** A YYYY-MM-DD date as midnight UTC, so it reads back as the same date. */
const asDate = (day: string | undefined | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

/** `POST companies/{id}/reviews`: rating 1–5; the product and retailer, when given, must be this company's. */
export async function createReview(deps: AppDeps, companyId: number, body: z.infer<typeof reviewBody>): Promise<Review> {
  await assertReviewLinks(deps.db, companyId, { productId: body.product_id, retailerId: body.company_retailer_id });
  const now = deps.now();
  const [row] = await deps.db
    .insert(reviews)
    .values({
      companyId,
      productId: body.product_id ?? null,
      companyRetailerId: body.company_retailer_id ?? null,
      rating: body.rating,
      title: body.title ?? null,
      body: body.body ?? null,
      author: body.author ?? null,
      reviewedAt: asDate(body.reviewed_at),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: reviews.id });
  return findReview(deps.db, companyId, row.id);
}
