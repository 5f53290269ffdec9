import type { ReportContents } from '@/lib/contract/monitoring/common';
import type { ReportPrice } from './load-report-prices';
import { isBelowMap, type MapOf } from '../map-rule';
import { priceEvidence, seenIn } from './report-evidence';

export type { MapOf };

/**
 * MAP violations: per page, the price points observed in the period below the minimum advertised
 * price (the variation's override, else the product's), compared in the same currency only — a
 * price in another currency is not converted and not judged. Each line cites every violating point
 * (acceptance case 14: MAP 1249.00 EUR, A at 1199.00 listed, B at 1299.00 not).
 */
export function buildMapViolations(prices: ReportPrice[], from: Date, to: Date, mapOf: MapOf): Pick<ReportContents, 'rows' | 'summary'> {
  const byPage = new Map<number, ReportPrice[]>();
  for (const p of prices) if (seenIn(p, from, to)) byPage.set(p.pageId, [...(byPage.get(p.pageId) ?? []), p]);
  const rows: ReportContents['rows'] = [];
  let withoutMap = 0;
  let otherCurrency = 0;
  for (const points of byPage.values()) {
    const map = mapOf(points[points.length - 1].variationId);
    if (!map) {
      withoutMap += 1;
      continue;
    }
    otherCurrency += points.filter((p) => p.amount !== null && p.currency !== map.currency).length;
    const below = points.filter((p) => isBelowMap(p.amount, p.currency, map));
    if (below.length === 0) continue;
    const page = below[0];
    rows.push({
      page_id: page.pageId,
      variation_id: page.variationId,
      url: page.url,
      retailer: page.retailer,
      map_amount: map.amount,
      currency: map.currency,
      lowest_amount: Math.min(...below.map((p) => p.amount as number)),
      violations: below.map((p) => ({ price_id: p.id, amount: p.amount, observed_at: priceEvidence(p, from).observed_at, version_id: p.versionId })),
      evidence: below.map((p) => priceEvidence(p, from)),
    });
  }
  rows.sort((a, b) => (a.lowest_amount as number) - (b.lowest_amount as number) || (a.page_id as number) - (b.page_id as number));
  return {
    rows,
    summary: {
      pages_checked: byPage.size,
      pages_violating: rows.length,
      pages_without_map: withoutMap,
      points_in_other_currency: otherCurrency,
      map: mapOf(null),
    },
  };
}
