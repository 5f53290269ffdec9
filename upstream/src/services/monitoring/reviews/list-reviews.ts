import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { MonitoringReview, MonitoringReviewListQuery, RatingPoint } from '@/lib/contract/monitoring/reviews';
import type { Db } from '../../../db/client';
import { monitoringPages, monitoringRatings, monitoringReviews } from '../../../db/schema';
import { paged, pageOffset } from '../../../lib/paginate';
import { toReviewResource } from './to-review-resource';

/**
 * `GET .../reviews`: newest published first (then newest recorded), paged; filters page_id and
 * source. `rating_series` is every page's aggregate rating over time (one point per change), for
 * the product's pages or the one page filtered — it does not depend on the review page shown.
 */
export async function listReviews(
  db: Db,
  monitoringProductId: number,
  query: MonitoringReviewListQuery,
): Promise<{ data: MonitoringReview[]; meta: PageMeta; rating_series: RatingPoint[] }> {
  const R = monitoringReviews;
  const where = and(
    eq(R.monitoringProductId, monitoringProductId),
    query.page_id ? eq(R.pageId, query.page_id) : undefined,
    query.source ? eq(R.source, query.source) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(R).where(where);
  const rows = await db
    .select()
    .from(R)
    .where(where)
    .orderBy(sql`${R.publishedOn} desc nulls last`, desc(R.createdAt), desc(R.id))
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  const pages = db.select({ id: monitoringPages.id }).from(monitoringPages).where(eq(monitoringPages.monitoringProductId, monitoringProductId));
  const ratings = await db
    .select()
    .from(monitoringRatings)
    .where(and(inArray(monitoringRatings.pageId, pages), query.page_id ? eq(monitoringRatings.pageId, query.page_id) : undefined))
    .orderBy(asc(monitoringRatings.pageId), asc(monitoringRatings.firstObservedAt))
    .limit(5000);
  const rating_series = ratings.map((r) => ({
    page_id: r.pageId,
    value: r.value,
    count: r.count,
    best: r.best,
    first_observed_at: r.firstObservedAt.toISOString(),
    last_observed_at: r.lastObservedAt.toISOString(),
  }));
  return { ...paged(rows.map(toReviewResource), n, query.page, query.per_page), rating_series };
}
