import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import { PRICE_SERIES_MAX, type PriceListQuery, type PriceResource } from '@/lib/contract/monitoring/prices';
import type { Db } from '../../../db/client';
import { monitoringPrices } from '../../../db/schema';
import { paged, pageOffset } from '../../../lib/paginate';
import { toPriceResource } from './to-price-resource';

/** The WHERE of a price series (and the price history export): of one page or variation, observed within from..to. */
export function priceListWhere(scope: SQL, query: Pick<PriceListQuery, 'page_id' | 'variation_id' | 'from' | 'to'>): SQL | undefined {
  const P = monitoringPrices;
  return and(
    scope,
    query.page_id ? eq(P.pageId, query.page_id) : undefined,
    query.variation_id ? eq(P.variationId, query.variation_id) : undefined,
    query.from ? gte(P.lastObservedAt, new Date(query.from)) : undefined,
    query.to ? lte(P.firstObservedAt, new Date(query.to)) : undefined,
  );
}

/**
 * `GET .../prices`: points of the series, newest first and paged; `from`/`to` keep the points
 * observed in that window (a point spans first_observed_at..last_observed_at). With `series=1`
 * every matching point, oldest first, unpaged (at most PRICE_SERIES_MAX, the newest kept), for charts.
 */
export async function listPrices(db: Db, monitoringProductId: number, query: PriceListQuery): Promise<{ data: PriceResource[]; meta?: PageMeta }> {
  const P = monitoringPrices;
  const where = priceListWhere(eq(P.monitoringProductId, monitoringProductId), query);
  if (query.series) {
    const rows = await db.select().from(P).where(where).orderBy(desc(P.firstObservedAt), desc(P.id)).limit(PRICE_SERIES_MAX);
    return { data: rows.reverse().map(toPriceResource) };
  }
  const [{ n }] = await db.select({ n: count() }).from(P).where(where);
  const rows = await db
    .select()
    .from(P)
    .where(where)
    .orderBy(desc(P.firstObservedAt), desc(P.id))
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  return paged(rows.map(toPriceResource), n, query.page, query.per_page);
}
