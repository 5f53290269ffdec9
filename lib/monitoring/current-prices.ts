import type { AvailabilityValue } from '@/lib/contract/monitoring/common';
import type { LatestPrice, MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import type { Variation } from '@/lib/contract/monitoring/variations';
import { mapFor, violatesMap } from './price-series';
import type { Series } from './price-series';

export type MatrixCell = { pageId: number; price: LatestPrice | null; violation: boolean; map: ReturnType<typeof mapFor> };
export type MatrixRow = { key: string; retailer: string; cells: Record<string, MatrixCell[]> };
export type PriceMatrix = { columns: { key: string; label: string }[]; rows: MatrixRow[] };

const NO_VARIATION = 'none';

/**
 * The current price matrix: a row per retailer (the company retailer, else the domain), a column
 * per variation (plus "Product" for pages of no variation), each cell the latest price of the
 * pages there, marked when it is below the MAP that applies to it.
 */
export function priceMatrix(product: MonitoringProduct, pages: readonly MonitoringPage[], variations: readonly Variation[]): PriceMatrix {
  const byId = new Map(variations.map((v) => [v.id, v]));
  const used = new Set(pages.map((p) => (p.variation_id === null ? NO_VARIATION : String(p.variation_id))));
  const columns = [
    ...(used.has(NO_VARIATION) ? [{ key: NO_VARIATION, label: 'Product' }] : []),
    ...[...variations]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .filter((v) => used.has(String(v.id)))
      .map((v) => ({ key: String(v.id), label: v.name })),
  ];
  const rows = new Map<string, MatrixRow>();
  for (const page of pages) {
    const key = page.company_retailer_id !== null ? `r${page.company_retailer_id}` : `d${page.domain}`;
    const row = rows.get(key) ?? { key, retailer: page.retailer_name ?? page.domain, cells: {} };
    const column = page.variation_id === null ? NO_VARIATION : String(page.variation_id);
    const map = mapFor(product, page.variation_id === null ? null : byId.get(page.variation_id));
    const price = page.latest_price;
    (row.cells[column] ??= []).push({ pageId: page.id, price, violation: violatesMap(price?.amount ?? null, price?.currency ?? null, map), map });
    rows.set(key, row);
  }
  return { columns, rows: [...rows.values()].sort((a, b) => a.retailer.localeCompare(b.retailer)) };
}

export type AvailabilitySegment = { from: number; to: number; availability: AvailabilityValue };

/** Runs of the same availability along a series (ending at its last point), for the timeline. */
export function availabilitySegments(series: Series): AvailabilitySegment[] {
  const out: AvailabilitySegment[] = [];
  const pts = series.points;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i];
    const to = pts[i + 1]?.t ?? p.t;
    const prev = out[out.length - 1];
    if (prev && prev.availability === p.availability) prev.to = to;
    else if (i < pts.length - 1 || pts.length === 1) out.push({ from: p.t, to, availability: p.availability });
  }
  return out;
}

export const AVAILABILITY_LABELS: Record<AvailabilityValue, string> = {
  in_stock: 'In stock',
  out_of_stock: 'Out of stock',
  preorder: 'Preorder',
  backorder: 'Backorder',
  discontinued: 'Discontinued',
  in_store_only: 'In store only',
  unknown: 'Unknown',
};
