import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { findReview } from './read-reviews';

/** `DELETE companies/{id}/reviews/{reviewId}`. */
export async function deleteReview(db: Db, companyId: number, reviewId: number): Promise<void> {
  await findReview(db, companyId, reviewId);
  await db.delete(reviews).where(eq(reviews.id, reviewId));
}
