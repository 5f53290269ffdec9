import { and, eq } from 'drizzle-orm';
import type { Review } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { queryReviews } from './query-reviews';

/** One review of this company; another company's review is a 404 under this path. */
export async function findReview(db: Db, companyId: number, reviewId: number): Promise<Review> {
  const [review] = await queryReviews(db, { where: and(eq(reviews.id, reviewId), eq(reviews.companyId, companyId)) });
  if (!review) throw notFound('Review');
  return review;
}
