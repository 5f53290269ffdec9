import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ScorecardResource, ScorecardRow } from '@/lib/contract/monitoring/scorecards';
import type { Db } from '../../db/client';
import {
  brands,
  companyRetailers,
  mapCases,
  monitoringPages,
  monitoringPrices,
  monitoringProducts,
  monitoringRatings,
  monitoringVariations,
  products,
} from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { loadMapOf, type MapOf } from '../monitoring/map-rule';

export type ScorecardInput = { companyId: number; retailerId: number; brandId: number | null; from: Date; to: Date; now: Date };

type Acc = { compliant: number; judged: number; inStock: number; known: number; indexSum: number; indexWeight: number };
const acc = (): Acc => ({ compliant: 0, judged: 0, inStock: 0, known: 0, indexSum: 0, indexWeight: 0 });
const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);

/**
 * A retailer's scorecard over a period, from what monitoring observed at that retailer's pages
 * (only those; optionally only products of one catalogue brand): per page and in total, the share of
 * observed time at or above MAP (map-rule.ts; a price in another currency is not judged), the
 * in-stock share (of time with a known availability), the price index against the catalogue MSRP
 * (taken in the MAP's currency: catalogue prices carry none), the rating at the start and end, and
 * the cases opened, closed and still open with the median time to compliance. Each price point
 * counts for the time from its first observation to the next point (or its last observation),
 * clipped to the period; a series seen only once counts by observations.
 */
export async function buildScorecard(db: Db, input: ScorecardInput): Promise<ScorecardResource> {
  const [retailer] = await db
    .select({ id: companyRetailers.id, name: companyRetailers.name })
    .from(companyRetailers)
    .where(and(eq(companyRetailers.id, input.retailerId), eq(companyRetailers.companyId, input.companyId)));
  if (!retailer) throw notFound('Retailer');
  let brand: { id: number; name: string } | null = null;
  if (input.brandId !== null) {
    [brand] = await db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(and(eq(brands.id, input.brandId), eq(brands.companyId, input.companyId)));
    if (!brand) throw fieldError('brand_id', 'The brand is not one of this company’s brands.');
  }
  const pages = await db
    .select({
      id: monitoringPages.id,
      url: monitoringPages.url,
      variationId: monitoringPages.variationId,
      productId: monitoringProducts.id,
      productName: monitoringProducts.name,
      msrp: products.msrpCents,
      variationName: monitoringVariations.name,
    })
    .from(monitoringPages)
    .innerJoin(monitoringProducts, eq(monitoringProducts.id, monitoringPages.monitoringProductId))
    .leftJoin(products, eq(products.id, monitoringProducts.productId))
    .leftJoin(monitoringVariations, eq(monitoringVariations.id, monitoringPages.variationId))
    .where(
      and(
        eq(monitoringProducts.companyId, input.companyId),
        eq(monitoringPages.companyRetailerId, retailer.id),
        brand ? eq(products.brandId, brand.id) : undefined,
      ),
    )
    .orderBy(asc(monitoringProducts.name), asc(monitoringPages.id));
  const pageIds = pages.map((p) => p.id);
  const none = [0];
  const [prices, ratings, cases] = await Promise.all([
    db
      .select()
      .from(monitoringPrices)
      .where(inArray(monitoringPrices.pageId, pageIds.length ? pageIds : none))
      .orderBy(asc(monitoringPrices.pageId), asc(monitoringPrices.firstObservedAt), asc(monitoringPrices.id)),
    db
      .select()
      .from(monitoringRatings)
      .where(inArray(monitoringRatings.pageId, pageIds.length ? pageIds : none))
      .orderBy(asc(monitoringRatings.firstObservedAt)),
    db
      .select()
      .from(mapCases)
      .where(and(eq(mapCases.companyId, input.companyId), inArray(mapCases.pageId, pageIds.length ? pageIds : none))),
  ]);
  const maps = new Map<number, MapOf>();
  for (const productId of new Set(pages.map((p) => p.productId))) maps.set(productId, await loadMapOf(db, productId));
  const from = input.from.getTime();
  const to = Math.min(input.to.getTime(), input.now.getTime());
  const total = acc();
  let anyMsrp = false;
  const ratingsIn = ratings.filter((r) => r.firstObservedAt.getTime() <= to && r.lastObservedAt.getTime() >= from);
  const rows: ScorecardRow[] = pages.map((page) => {
    const map = maps.get(page.productId)?.(page.variationId) ?? null;
    const series = prices.filter((p) => p.pageId === page.id);
    const mine = acc();
    const spans = series.map((p, i) => {
      const end = Math.min(series[i + 1]?.firstObservedAt.getTime() ?? p.lastObservedAt.getTime(), to);
      return {
        p,
        ms: Math.max(0, end - Math.max(p.firstObservedAt.getTime(), from)),
        seen: p.firstObservedAt.getTime() <= to && p.lastObservedAt.getTime() >= from,
      };
    });
    const timed = spans.some((s) => s.ms > 0);
    for (const { p, ms, seen } of spans) {
      const w = timed ? ms : seen ? p.observedCount : 0;
      if (w === 0) continue;
      if (map && p.amount !== null && p.currency === map.currency) {
        mine.judged += w;
        if (p.amount >= map.amount) mine.compliant += w;
      }
      if (p.availability !== 'unknown') {
        mine.known += w;
        if (p.availability === 'in_stock') mine.inStock += w;
      }
      if (page.msrp && p.amount !== null && (!map || p.currency === map.currency)) {
        mine.indexSum += (p.amount / page.msrp) * 100 * w;
        mine.indexWeight += w;
      }
    }
    if (page.msrp) anyMsrp = true;
    for (const k of Object.keys(total) as (keyof Acc)[]) total[k] += mine[k];
    const pageRatings = ratingsIn.filter((r) => r.pageId === page.id);
    const pageCases = cases.filter((c) => c.pageId === page.id);
    return {
      monitoring_product_id: page.productId,
      product_name: page.productName,
      page_id: page.id,
      url: page.url,
      variation_name: page.variationName,
      map_amount: map?.amount ?? null,
      currency: map?.currency ?? series.at(-1)?.currency ?? null,
      latest_amount: series.filter((p) => p.firstObservedAt.getTime() <= to).at(-1)?.amount ?? null,
      map_compliance_share: ratio(mine.compliant, mine.judged),
      in_stock_share: ratio(mine.inStock, mine.known),
      price_index_vs_msrp: mine.indexWeight > 0 ? Math.round((mine.indexSum / mine.indexWeight) * 10) / 10 : null,
      rating_first: pageRatings[0]?.value ?? null,
      rating_last: pageRatings.at(-1)?.value ?? null,
      cases_open: pageCases.filter((c) => c.status === 'open').length,
      cases_closed: pageCases.filter((c) => c.closedAt && c.closedAt.getTime() >= from && c.closedAt.getTime() <= to).length,
    };
  });
  const closed = cases.filter((c) => c.closedAt && c.closedAt.getTime() >= from && c.closedAt.getTime() <= to);
  const ttc = closed
    .map((c) => c.timeToComplianceSeconds)
    .filter((s): s is number => s !== null)
    .sort((a, b) => a - b);
  const median = ttc.length === 0 ? null : ttc.length % 2 ? ttc[(ttc.length - 1) / 2] : Math.round((ttc[ttc.length / 2 - 1] + ttc[ttc.length / 2]) / 2);
  return {
    retailer,
    brand,
    period: { from: input.from.toISOString(), to: input.to.toISOString() },
    generated_at: input.now.toISOString(),
    summary: {
      map_compliance_share: ratio(total.compliant, total.judged),
      in_stock_share: ratio(total.inStock, total.known),
      price_index_vs_msrp: total.indexWeight > 0 ? Math.round((total.indexSum / total.indexWeight) * 10) / 10 : null,
      price_index_note: anyMsrp ? null : 'No product at this retailer has an MSRP in the catalogue, so there is no price index.',
      rating_first: ratingsIn[0]?.value ?? null,
      rating_last: ratingsIn.at(-1)?.value ?? null,
      cases_open: cases.filter((c) => c.status === 'open').length,
      cases_opened: cases.filter((c) => c.openedAt.getTime() >= from && c.openedAt.getTime() <= to).length,
      cases_closed: closed.length,
      median_time_to_compliance_seconds: median,
    },
    rows,
  };
}
