import type { ReportEvidence } from '@/lib/contract/monitoring/common';
import type { ReportPrice } from './load-report-prices';

/** Seen inside the period: the point spans first..last observed, and overlaps from..to. */
export const seenIn = (p: ReportPrice, from: Date, to: Date) => p.firstObservedAt <= to && p.lastObservedAt >= from;

/**
 * The evidence a report line cites for a price point: its page, version and price id, and a time
 * it was actually observed inside the period (its first observation, or its last when it started
 * before the period).
 */
export function priceEvidence(p: ReportPrice, from: Date): ReportEvidence {
  const observed = p.firstObservedAt >= from ? p.firstObservedAt : p.lastObservedAt;
  return { page_id: p.pageId, url: p.url, retailer: p.retailer, version_id: p.versionId, price_id: p.id, observed_at: observed.toISOString() };
}
