import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringRatings, monitoringReviews } from '../../db/schema';
import type { ExtractedRating, ExtractedReview } from '../extract/types';

export type RecordReviewsInput = {
  monitoringProductId: number;
  pageId: number;
  reviews: ExtractedReview[];
  rating: ExtractedRating | null;
  observedAt: Date;
};

/** A calendar day the date column accepts, or null ("2024-03-01T10:00" → "2024-03-01", "yesterday" → null). */
function publishedDay(date: string | null): string | null {
  const day = date?.trim().slice(0, 10) ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? null : day;
}

/** The aggregate rating as a series: a new row only when value, count or scale change. */
async function recordRating(db: Db, pageId: number, rating: ExtractedRating, observedAt: Date): Promise<void> {
  const [last] = await db
    .select()
    .from(monitoringRatings)
    .where(eq(monitoringRatings.pageId, pageId))
    .orderBy(desc(monitoringRatings.firstObservedAt), desc(monitoringRatings.id))
    .limit(1);
  if (last && last.value === rating.value && last.count === rating.count && last.best === rating.best) {
    await db
      .update(monitoringRatings)
      .set({ lastObservedAt: sql`greatest(${monitoringRatings.lastObservedAt}, ${observedAt.toISOString()}::timestamptz)` })
      .where(eq(monitoringRatings.id, last.id));
    return;
  }
  await db
    .insert(monitoringRatings)
    .values({ pageId, value: rating.value, count: rating.count, best: rating.best, firstObservedAt: observedAt, lastObservedAt: observedAt });
}

/**
 * Stores the reviews scraped from a page, deduplicated by their key (the unique index on product,
 * page and key: re-scraping the same two reviews adds none, a new one adds one — case 17), and the
 * page's aggregate rating over time. Returns how many reviews were new.
 */
export async function recordReviews(db: Db, input: RecordReviewsInput): Promise<{ added: number }> {
  let added = 0;
  const unique = [...new Map(input.reviews.map((r) => [r.key, r])).values()];
  if (unique.length > 0) {
    const rows = await db
      .insert(monitoringReviews)
      .values(
        unique.map((r) => ({
          monitoringProductId: input.monitoringProductId,
          pageId: input.pageId,
          reviewKey: r.key,
          author: r.author,
          rating: r.rating,
          title: r.title,
          body: r.body,
          publishedOn: publishedDay(r.date),
          source: 'scraped' as const,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: monitoringReviews.id });
    added = rows.length;
  }
  if (input.rating) await recordRating(db, input.pageId, input.rating, input.observedAt);
  return { added };
}
