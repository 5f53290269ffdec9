import type { ReportContents } from '@/lib/contract/monitoring/common';
import type { ReportPrice } from './load-report-prices';
import { priceEvidence, seenIn } from './report-evidence';

type Rows = ReportContents['rows'];

const point = (p: ReportPrice, from: Date) => ({ amount: p.amount, price_id: p.id, observed_at: priceEvidence(p, from).observed_at });

/**
 * Price overview: per page, variation and currency, the first, last, lowest and highest price
 * observed in the period, and the page's latest price when the report was made (`current`, which
 * may be after the period).
 * Each line cites its lowest and last points. A currency switch makes a separate line (case 21).
 */
export function buildPriceOverview(prices: ReportPrice[], from: Date, to: Date): Pick<ReportContents, 'rows' | 'summary'> {
  const groups = new Map<string, ReportPrice[]>();
  const latestOfPage = new Map<number, ReportPrice>();
  for (const p of prices) {
    latestOfPage.set(p.pageId, p);
    if (!seenIn(p, from, to) || p.amount === null || p.currency === null) continue;
    const key = `${p.pageId}:${p.variationId ?? 0}:${p.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const rows: Rows = [];
  const lowest: Record<string, { amount: number; page_id: number; price_id: number }> = {};
  for (const points of groups.values()) {
    const [first, last] = [points[0], points[points.length - 1]];
    const min = points.reduce((a, b) => ((b.amount as number) < (a.amount as number) ? b : a));
    const max = points.reduce((a, b) => ((b.amount as number) > (a.amount as number) ? b : a));
    const current = latestOfPage.get(first.pageId) ?? last;
    const currency = first.currency as string;
    if (!lowest[currency] || (min.amount as number) < lowest[currency].amount)
      lowest[currency] = { amount: min.amount as number, page_id: min.pageId, price_id: min.id };
    rows.push({
      page_id: first.pageId,
      variation_id: first.variationId,
      url: first.url,
      retailer: first.retailer,
      currency,
      points: points.length,
      first: point(first, from),
      last: point(last, from),
      min: point(min, from),
      max: point(max, from),
      current: {
        amount: current.amount,
        currency: current.currency,
        availability: current.availability,
        price_id: current.id,
        observed_at: current.lastObservedAt.toISOString(),
      },
      // Every price point of the line, for the one-row-per-observation CSV (report-csv.ts).
      observations: points.map((p) => ({
        price_id: p.id,
        version_id: p.versionId,
        amount: p.amount,
        availability: p.availability,
        observed_at: priceEvidence(p, from).observed_at,
        last_observed_at: p.lastObservedAt.toISOString(),
      })),
      evidence: (min.id === last.id ? [min] : [min, last]).map((p) => priceEvidence(p, from)),
    });
  }
  rows.sort((a, b) => String(a.retailer ?? '').localeCompare(String(b.retailer ?? '')) || (a.page_id as number) - (b.page_id as number));
  return { rows, summary: { lines: rows.length, pages: new Set(rows.map((r) => r.page_id)).size, lowest_by_currency: lowest } };
}
