import type { MonitoringReview } from '@/lib/contract/monitoring/reviews';
import type { monitoringReviews } from '../../../db/schema';

export type ReviewRow = typeof monitoringReviews.$inferSelect;

export function toReviewResource(r: ReviewRow): MonitoringReview {
  return {
    id: r.id,
    page_id: r.pageId,
    author: r.author,
    rating: r.rating,
    title: r.title,
    body: r.body,
    published_on: r.publishedOn,
    source: r.source,
    created_at: r.createdAt.toISOString(),
  };
}
