import { and, count, desc, inArray, isNotNull, lte, max, sql } from 'drizzle-orm';
import type { PageStatus } from '@/lib/contract/monitoring/common';
import type { MonitoringProductSummary } from '@/lib/contract/monitoring/products';
import type { Db } from '../../../db/client';
import { monitoringPages, monitoringPrices } from '../../../db/schema';
import { pageHealth } from './page-health';
import { SPARKLINE_POINTS, summarizePrices } from './summarize-prices';

/**
 * The list screen's summary of every product in `ids`, in four queries whatever the page size: page
 * statuses, distinct retailers, each page's current price, and each page's recent price rows (31
 * per page are enough to replay the last 30 moves of the lowest price with every page's state).
 */
export async function loadProductSummaries(db: Db, ids: number[]): Promise<Map<number, MonitoringProductSummary>> {
  const out = new Map<number, MonitoringProductSummary>();
  if (ids.length === 0) return out;
  const P = monitoringPages;
  const R = monitoringPrices;
  const [byStatus, retailers, latest, recent] = await Promise.all([
    db
      .select({ productId: P.monitoringProductId, status: P.status, n: count(), lastChecked: max(P.lastCheckedAt) })
      .from(P)
      .where(inArray(P.monitoringProductId, ids))
      .groupBy(P.monitoringProductId, P.status),
    db
      .select({
        productId: P.monitoringProductId,
        n: sql<number>`count(distinct coalesce('r' || ${P.companyRetailerId}::text, 'd' || ${P.domain}))`.mapWith(Number),
      })
      .from(P)
      .where(inArray(P.monitoringProductId, ids))
      .groupBy(P.monitoringProductId),
    db
      .selectDistinctOn([R.pageId], { productId: R.monitoringProductId, pageId: R.pageId, amount: R.amount, currency: R.currency })
      .from(R)
      .where(and(inArray(R.monitoringProductId, ids), isNotNull(R.pageId)))
      .orderBy(R.pageId, desc(R.lastObservedAt), desc(R.id)),
    recentPrices(db, ids),
  ]);
  for (const id of ids) {
    const statuses: Partial<Record<PageStatus, number>> = {};
    let pageCount = 0;
    let lastChecked: Date | null = null;
    for (const row of byStatus.filter((r) => r.productId === id)) {
      statuses[row.status] = row.n;
      pageCount += row.n;
      if (row.lastChecked && (!lastChecked || row.lastChecked > lastChecked)) lastChecked = row.lastChecked;
    }
    const prices = summarizePrices(
      latest.filter((r) => r.productId === id).map((r) => ({ pageId: r.pageId as number, amount: r.amount, currency: r.currency })),
      recent.filter((r) => r.productId === id).map((r) => ({ ...r, pageId: r.pageId as number, at: new Date(r.at) })),
    );
    out.set(id, {
      page_count: pageCount,
      retailer_count: retailers.find((r) => r.productId === id)?.n ?? 0,
      lowest_price: prices.lowest,
      highest_price: prices.highest,
      currency: prices.currency,
      mixed_currencies: prices.mixedCurrencies,
      health: pageHealth(statuses),
      statuses,
      last_checked_at: lastChecked ? new Date(lastChecked).toISOString() : null,
      sparkline: prices.sparkline,
    });
  }
  return out;
}

function recentPrices(db: Db, ids: number[]) {
  const R = monitoringPrices;
  const ranked = db
    .select({
      id: R.id,
      productId: R.monitoringProductId,
      pageId: R.pageId,
      amount: R.amount,
      currency: R.currency,
      at: R.firstObservedAt,
      rank: sql<number>`row_number() over (partition by ${R.pageId} order by ${R.firstObservedAt} desc, ${R.id} desc)`.as('rank'),
    })
    .from(R)
    .where(and(inArray(R.monitoringProductId, ids), isNotNull(R.pageId)))
    .as('ranked');
  return db
    .select({ id: ranked.id, productId: ranked.productId, pageId: ranked.pageId, amount: ranked.amount, currency: ranked.currency, at: ranked.at })
    .from(ranked)
    .where(lte(ranked.rank, SPARKLINE_POINTS + 1));
}
