import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { ReportContents, VersionDiff } from '@/lib/contract/monitoring/common';
import type { Db } from '../../../db/client';
import { companyRetailers, monitoringPages, monitoringSnapshots, monitoringVersions } from '../../../db/schema';
import { toDiffResource } from '../snapshots/to-version-resource';
import type { ReportPrice } from './load-report-prices';
import { priceEvidence } from './report-evidence';

/** A digest is read by people: past this many lines the rest is counted, not listed. */
const MAX_ROWS = 5000;

function priceKind(previous: ReportPrice | undefined, p: ReportPrice): string {
  if (!previous) return 'first_price';
  if (previous.currency !== null && p.currency !== null && previous.currency !== p.currency) return 'currency';
  if (previous.amount !== p.amount || previous.currency !== p.currency) return 'price';
  return 'availability';
}

/**
 * Change digest: the page versions created in the period (content changed) and the price points
 * that started in it (price, currency or availability changed), oldest first, each with the page,
 * version and price point that prove it.
 */
export async function buildChangeDigest(
  db: Db,
  monitoringProductId: number,
  prices: ReportPrice[],
  from: Date,
  to: Date,
): Promise<Pick<ReportContents, 'rows' | 'summary'>> {
  const versions = await db
    .select({
      id: monitoringVersions.id,
      number: monitoringVersions.number,
      diff: monitoringVersions.diff,
      firstSeenAt: monitoringVersions.firstSeenAt,
      pageId: monitoringSnapshots.pageId,
      url: monitoringPages.url,
      retailer: companyRetailers.name,
    })
    .from(monitoringVersions)
    .innerJoin(monitoringSnapshots, eq(monitoringSnapshots.id, monitoringVersions.snapshotId))
    .innerJoin(monitoringPages, eq(monitoringPages.id, monitoringSnapshots.pageId))
    .leftJoin(companyRetailers, eq(companyRetailers.id, monitoringPages.companyRetailerId))
    .where(
      and(eq(monitoringSnapshots.monitoringProductId, monitoringProductId), gte(monitoringVersions.firstSeenAt, from), lte(monitoringVersions.firstSeenAt, to)),
    )
    .orderBy(asc(monitoringVersions.firstSeenAt), asc(monitoringVersions.id));
  const rows: Array<ReportContents['rows'][number] & { observed_at: string }> = versions.map((v) => ({
    type: 'version',
    page_id: v.pageId,
    url: v.url,
    retailer: v.retailer,
    observed_at: v.firstSeenAt.toISOString(),
    version_id: v.id,
    number: v.number,
    diff: toDiffResource(v.diff as VersionDiff | null),
    evidence: [{ page_id: v.pageId, url: v.url, retailer: v.retailer, version_id: v.id, price_id: null, observed_at: v.firstSeenAt.toISOString() }],
  }));
  const lastOfSeries = new Map<string, ReportPrice>();
  const counts: Record<string, number> = { version: versions.length, first_price: 0, price: 0, currency: 0, availability: 0 };
  for (const p of prices) {
    const key = `${p.pageId}:${p.variationId ?? 0}`;
    const previous = lastOfSeries.get(key);
    lastOfSeries.set(key, p);
    if (p.firstObservedAt < from || p.firstObservedAt > to) continue;
    const type = priceKind(previous, p);
    counts[type] += 1;
    rows.push({
      type,
      page_id: p.pageId,
      url: p.url,
      retailer: p.retailer,
      observed_at: p.firstObservedAt.toISOString(),
      price_id: p.id,
      amount: p.amount,
      currency: p.currency,
      availability: p.availability,
      previous: previous ? { price_id: previous.id, amount: previous.amount, currency: previous.currency, availability: previous.availability } : null,
      evidence: [priceEvidence(p, from)],
    });
  }
  rows.sort((a, b) => a.observed_at.localeCompare(b.observed_at));
  return { rows: rows.slice(0, MAX_ROWS), summary: { ...counts, listed: Math.min(rows.length, MAX_ROWS), total: rows.length } };
}
