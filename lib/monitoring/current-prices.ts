import type { AvailabilityValue } from '@/lib/contract/monitoring/common';
import type { LatestPrice, MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import type { Variation } from '@/lib/contract/monitoring/variations';
import { mapFor, violatesMap } from './price-series';
import { pageLabel } from './page-label';
import type { Series } from './price-series';

export type MatrixCell = { pageId: number; price: LatestPrice | null; violation: boolean; map: ReturnType<typeof mapFor> };
/** One page: its retailer, the page (host and path), its variation and its latest price. */
export type MatrixRow = { key: string; retailer: string; page: string; variation: string; cell: MatrixCell };
export type PriceMatrix = { rows: MatrixRow[] };

/**
 * The current prices, one row per page (issue 35: ten values stacked in one retailer cell could
 * not be read): retailer, page, variation ("Product" for a page of no variation) and the latest
 * price, marked when it is below the MAP that applies to it. Sorted by retailer, variation, page.
 */
export function priceMatrix(product: MonitoringProduct, pages: readonly MonitoringPage[], variations: readonly Variation[]): PriceMatrix {
  const byId = new Map(variations.map((v) => [v.id, v]));
  const position = (id: number | null) => (id === null ? -1 : (byId.get(id)?.position ?? Number.MAX_SAFE_INTEGER));
  const rows = [...pages]
    .sort(
      (a, b) => (a.retailer_name ?? a.domain).localeCompare(b.retailer_name ?? b.domain) || position(a.variation_id) - position(b.variation_id) || a.id - b.id,
    )
    .map((page): MatrixRow => {
      const variation = page.variation_id === null ? null : byId.get(page.variation_id);
      const map = mapFor(product, variation ?? null);
      const price = page.latest_price;
      return {
        key: `p${page.id}`,
        retailer: page.retailer_name ?? page.domain,
        page: pageLabel(page.url),
        variation: page.variation_id === null ? 'Product' : (variation?.name ?? '—'),
        cell: { pageId: page.id, price, violation: violatesMap(price?.amount ?? null, price?.currency ?? null, map), map },
      };
    });
  return { rows };
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
